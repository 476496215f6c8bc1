/// An animation compiled for fast, repeated evaluation: spring constants and Bezier
/// coefficients precomputed, and the clock transform of its modifiers (and of an
/// element's own delay) folded into `t' = max(0, timeScale * t - timeOffset)`.
///
/// Folding (docs/motion.md §4): the last modifier written sees the clock first, so the
/// modifiers are applied from last to first to the running clock `A t - B`:
/// `.delay(d)` makes it `A t - (B + d)`, `.speed(s)` makes it `s A t - s B`.
/// (`max(0, .)` commutes with both because d >= 0 and s > 0.) An element's delay is
/// applied before all of them.
public struct AnimationEvaluator: Sendable {
    // The curve is stored flat (a tag plus both kinds' constants) rather than as an enum
    // with payloads, so evaluating it never copies the constants out of the value.
    let isSpring: Bool
    let bezier: UnitBezier
    let inverseDuration: Double
    let duration: Double
    let spring: SpringCurve
    /// A in t' = max(0, A t - B).
    public let timeScale: Double
    /// B in t' = max(0, A t - B).
    public let timeOffset: Double

    static let linearPlaceholder = UnitBezier(0, 0, 1, 1)
    static let springPlaceholder = SpringCurve(SpringParameters(mass: 1, stiffness: 1, damping: 2))

    /// Compiles `animation`; `delay` is an element's own delay, which wraps everything.
    public init(_ animation: Animation, delay: Double = 0) {
        var scale = 1.0
        var offset = delay
        for modifier in animation.modifiers.reversed() {
            switch modifier {
            case .delay(let d):
                offset += d
            case .speed(let s):
                scale *= s
                offset *= s
            }
        }
        timeScale = scale
        timeOffset = offset
        switch animation.base {
        case .bezier(let timing):
            isSpring = false
            duration = timing.duration
            inverseDuration = 1 / timing.duration
            bezier = timing.unitBezier
            spring = Self.springPlaceholder
        case .spring(let animation):
            isSpring = true
            spring = SpringCurve(animation.parameters)
            bezier = Self.linearPlaceholder
            duration = 0
            inverseDuration = 0
        }
    }

    /// The time at which progress starts to move (delays, sped up or not, included).
    public var startTime: Double { timeOffset / timeScale }

    /// The animation's own clock at wall time `t` (0 before it starts).
    @inline(__always) public func localTime(at t: Double) -> Double {
        max(0, timeScale * t - timeOffset)
    }

    /// Progress at wall time `t`.
    @inline(__always) public func progress(at t: Double) -> Double {
        progress(local: timeScale * t - timeOffset)
    }

    /// Progress at the animation's own clock `local` (0 for local <= 0).
    @inline(__always) func progress(local: Double) -> Double {
        guard local > 0 else { return 0 }
        return isSpring ? spring.position(at: local) : bezier.solve(local * inverseDuration)
    }

    /// Settling duration of the curve alone, on its own clock.
    public func baseSettlingDuration(epsilon: Double = 0.001) -> Double {
        isSpring ? spring.settlingDuration(epsilon: epsilon) : duration
    }

    /// Wall time after which progress stays within `epsilon` of 1 (exactly 1 for a curve).
    public func settlingDuration(epsilon: Double) -> Double {
        (baseSettlingDuration(epsilon: epsilon) + timeOffset) / timeScale
    }

    /// `settlingDuration(epsilon: Animation.settlingEpsilon)`.
    public var settlingDuration: Double { settlingDuration(epsilon: Animation.settlingEpsilon) }
}
