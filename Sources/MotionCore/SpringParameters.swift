#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring's physical parameters (docs/motion.md §2). Progress runs from 0 to 1;
/// `initialVelocity` is in progress units per second.
public struct SpringParameters: Equatable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Apple's `Spring(duration:bounce:)`: mass 1, stiffness (2 pi / d)^2, damping
    /// 4 pi (1 - b) / d for b >= 0 and 4 pi / (d (1 + b)) for b < 0.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let damping = bounce >= 0
            ? 4 * Double.pi * (1 - bounce) / duration
            : 4 * Double.pi / (duration * (1 + bounce))
        self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Apple's `Spring(response:dampingRatio:)`: mass 1, stiffness (2 pi / r)^2, damping 4 pi f / r.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
        let damping = 4 * Double.pi * dampingFraction / response
        self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// This spring, critically damped (damping `2 sqrt(k m)`) if it would overdamp.
    public var notOverdamped: SpringParameters {
        guard dampingRatio > 1 else { return self }
        var clamped = self
        clamped.damping = 2 * (stiffness * mass).squareRoot()
        return clamped
    }

    /// Natural angular frequency `sqrt(k/m)`.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Decay constant `c / (2m)`.
    public var decayConstant: Double { damping / (2 * mass) }
    /// Damping ratio `zeta = c / (2 sqrt(k m))`: < 1 underdamped, 1 critical, > 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// Undamped period `2 pi sqrt(m/k)` (Apple's "response" / perceptual duration).
    public var period: Double { 2 * Double.pi / naturalFrequency }
    /// Apple's bounce for this spring: `1 - zeta` for zeta <= 1, `1/zeta - 1` above.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Progress at `t` seconds (0 for t <= 0).
    public func position(at t: Double) -> Double { SpringCurve(self).position(at: t) }
    /// Progress velocity at `t` seconds (progress units / s; 0 for t < 0, v0 at 0).
    public func velocity(at t: Double) -> Double { SpringCurve(self).velocity(at: t) }
    /// SwiftUI's settling duration (see `SpringCurve.settlingDuration`). Infinite for an
    /// undamped spring.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        SpringCurve(self).settlingDuration(epsilon: epsilon)
    }
}
