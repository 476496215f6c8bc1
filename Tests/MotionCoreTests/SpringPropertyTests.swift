import Testing
@testable import MotionCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Random springs in all three regimes, checked against the spring equation's defining
/// properties. Seeded, so every run checks the same cases.
@Suite("Spring math (property)")
struct SpringPropertyTests {
    static let epsilon = 0.001

    /// A random spring: zeta from 0.03 to 4 (a third each under, near and over 1),
    /// mass 0.2...5, natural frequency 2...60 rad/s, initial velocity -20...20.
    static func randomSpring(_ rng: inout SplitMix64) -> SpringParameters {
        let mass = rng.logUniform(0.2, 5)
        let w0 = rng.logUniform(2, 60)
        let zeta: Double
        switch rng.int(0...2) {
        case 0: zeta = rng.double(0.03, 0.95)
        case 1: zeta = rng.double(0.95, 1.05)
        default: zeta = rng.double(1.05, 4)
        }
        let stiffness = w0 * w0 * mass
        let damping = 2 * zeta * (stiffness * mass).squareRoot()
        let v0 = rng.int(0...3) == 0 ? 0 : rng.double(-20, 20)
        return SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
    }

    @Test("p(0) = 0, p is 0 before the start, and the slope at 0 is the initial velocity")
    func startsAtRestPosition() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<600 {
            let spring = Self.randomSpring(&rng)
            let curve = SpringCurve(spring)
            #expect(curve.position(at: 0) == 0)
            #expect(curve.position(at: -0.3) == 0)
            #expect(curve.velocity(at: 0) == spring.initialVelocity)
            let h = 1e-7
            let slope = curve.position(at: h) / h
            // p''(0) = (k - c v0) / m bounds the forward-difference error.
            let curvature = abs(spring.stiffness - spring.damping * spring.initialVelocity) / spring.mass
            #expect(abs(slope - spring.initialVelocity) <= curvature * h + 1e-6 * (1 + abs(spring.initialVelocity)),
                    "\(spring)")
        }
    }

    @Test("velocity(at:) matches a central difference of position in every regime")
    func velocityMatchesPosition() {
        var rng = SplitMix64(seed: 2)
        var regimes: Set<String> = []
        for _ in 0..<600 {
            let spring = Self.randomSpring(&rng)
            let curve = SpringCurve(spring)
            regimes.insert("\(curve.regime)")
            let horizon = min(curve.settlingDuration(epsilon: Self.epsilon) * 1.5, 20)
            let scale = max(1, abs(spring.initialVelocity), spring.naturalFrequency)
            for _ in 0..<10 {
                let t = rng.double(1e-3, horizon)
                let h = 1e-5
                let difference = (curve.position(at: t + h) - curve.position(at: t - h)) / (2 * h)
                #expect(abs(curve.velocity(at: t) - difference) <= 1e-5 * scale, "\(spring) at \(t)")
            }
        }
        #expect(regimes.count >= 2)
    }

    @Test("overdamped velocity against the textbook two-exponential form")
    func overdampedTwoExponentials() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let lam = rng.double(2, 40)
            let w0 = lam / rng.double(1.1, 5)   // zeta in 1.1...5
            let v0 = rng.double(-15, 15)
            let spring = SpringParameters(mass: 1, stiffness: w0 * w0, damping: 2 * lam, initialVelocity: v0)
            let curve = SpringCurve(spring)
            #expect(curve.regime == .overdamped)
            let root = (lam * lam - w0 * w0).squareRoot()
            let r1 = -lam + root, r2 = -lam - root
            let a = (v0 + r2) / (r1 - r2)      // A + B = -1, r1 A + r2 B = v0
            let b = -1 - a
            #expect(abs(a + b + 1) < 1e-12)
            for _ in 0..<10 {
                let t = rng.double(0, 2)
                let p = 1 + a * exp(r1 * t) + b * exp(r2 * t)
                let v = a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
                #expect(abs(curve.position(at: t) - p) < 1e-9 * max(1, abs(a)), "\(spring) t=\(t)")
                #expect(abs(curve.velocity(at: t) - v) < 1e-8 * max(1, abs(a * r1), abs(b * r2)), "\(spring) t=\(t)")
            }
        }
    }

    @Test("regimes agree to 1e-6 as the damping ratio crosses 1 from either side")
    func regimesAgreeAtCriticalDamping() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<400 {
            // Dyadic lam and mass make lam^2 - k/m exactly 0: the critical branch.
            let lam = Double(rng.int(8...400)) / 8
            let mass = Double(rng.int(1...16)) / 4
            let v0 = rng.int(0...2) == 0 ? 0 : rng.double(-20, 20)
            let critical = SpringParameters(mass: mass, stiffness: lam * lam * mass, damping: 2 * lam * mass, initialVelocity: v0)
            #expect(SpringCurve(critical).regime == .critical)
            for delta in [1e-9, 1e-7] {
                var under = critical, over = critical
                under.damping *= 1 - delta
                over.damping *= 1 + delta
                #expect(SpringCurve(under).regime == .underdamped)
                #expect(SpringCurve(over).regime == .overdamped)
                for _ in 0..<20 {
                    let t = rng.double(0, 12 / lam)
                    let pc = critical.position(at: t)
                    #expect(abs(under.position(at: t) - pc) < 1e-6, "under \(critical) t=\(t)")
                    #expect(abs(over.position(at: t) - pc) < 1e-6, "over \(critical) t=\(t)")
                    let vc = critical.velocity(at: t)
                    let vScale = max(1, abs(v0), lam)
                    #expect(abs(under.velocity(at: t) - vc) < 1e-6 * vScale)
                    #expect(abs(over.velocity(at: t) - vc) < 1e-6 * vScale)
                }
            }
        }
    }

    @Test("settling is SwiftUI's measure: the envelope bound underdamped, 0.1 s samples held for over 1 s otherwise")
    func settlingIsSwiftUIsMeasure() {
        var rng = SplitMix64(seed: 5)
        var regimes: Set<String> = []
        for _ in 0..<500 {
            let spring = Self.randomSpring(&rng)
            let curve = SpringCurve(spring)
            regimes.insert("\(curve.regime)")
            let settle = curve.settlingDuration(epsilon: Self.epsilon)
            #expect(settle.isFinite && settle > 0, "\(spring)")
            let lam = spring.damping / (2 * spring.mass)
            if curve.regime == .underdamped {
                let bound = -log(Self.epsilon / (abs(lam - spring.initialVelocity) + 1)) / lam
                #expect(abs(settle - max(0, bound)) < 1e-12, "\(spring)")
                // The bound is never earlier than the last time |p - 1| >= eps when wd >= 1
                // (the envelope then dominates the sine term): sample after it.
                if curve.omega >= 1 {
                    for i in 0...400 {
                        let t = settle + Double(i) * 0.01
                        #expect(abs(curve.position(at: t) - 1) < Self.epsilon, "\(spring) at \(t)")
                    }
                }
            } else {
                // A multiple of 0.1 s; below eps there and on every 0.1 s sample for more
                // than 1 s after; the sample before is still at or above eps.
                let index = (settle / 0.1).rounded()
                #expect(abs(settle - index * 0.1) < 1e-12, "\(spring)")
                for k in 0...11 {
                    #expect(abs(curve.position(at: Double(Int(index) + k) * 0.1) - 1) < Self.epsilon, "\(spring)")
                }
                if index > 0 {
                    #expect(abs(curve.position(at: Double(Int(index) - 1) * 0.1) - 1) >= Self.epsilon, "\(spring)")
                }
            }
        }
        #expect(regimes.count >= 2)
    }

    @Test("published settling durations: spring(duration: 0.5, bounce: 0.2) 0.926 s, smooth 0.8 s; an undamped spring never settles")
    func settlingValues() throws {
        // SwiftUI's Spring.settlingDuration (Respring's tests compare it with SwiftUI's own).
        let a = try Animation.parse("spring(duration: 0.5, bounce: 0.2)")
        #expect(abs(a.settlingDuration - 0.926) < 5e-4)
        // The exact last crossing would be 0.674 s: SwiftUI's measure is later.
        #expect(abs(curveLastCrossing(try #require(a.springParameters)) - 0.6743) < 1e-3)
        #expect(abs(try Animation.parse("smooth").settlingDuration - 0.8) < 1e-12)
        #expect(SpringParameters(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
        #expect(try Animation.parse("spring(bounce: 1)").settlingDuration == .infinity)
        // A looser epsilon settles sooner.
        let p = SpringParameters(duration: 0.5, bounce: 0.3)
        #expect(p.settlingDuration(epsilon: 0.01) < p.settlingDuration(epsilon: 0.001))
    }

    /// The last time |p - 1| >= 0.001, by a dense scan (for comparison only).
    func curveLastCrossing(_ spring: SpringParameters) -> Double {
        var last = 0.0
        for i in 0...200_000 {
            let t = Double(i) * 1e-5
            if abs(spring.position(at: t) - 1) >= 0.001 { last = t }
        }
        return last
    }

    @Test("freeResponse: starts at its displacement and velocity, its velocity is the derivative")
    func freeResponse() {
        var rng = SplitMix64(seed: 6)
        for _ in 0..<300 {
            let curve = SpringCurve(Self.randomSpring(&rng))
            let P = rng.double(-2, 2), V = rng.double(-30, 30)
            let start = curve.freeResponse(displacement: P, velocity: V, at: 0)
            #expect(abs(start.position - P) < 1e-15 && abs(start.velocity - V) < 1e-12)
            let scale = max(1, abs(V), abs(P) * curve.parameters.naturalFrequency)
            for _ in 0..<10 {
                let t = rng.double(1e-3, 2), h = 1e-6
                let difference = (curve.freeResponse(displacement: P, velocity: V, at: t + h).position
                    - curve.freeResponse(displacement: P, velocity: V, at: t - h).position) / (2 * h)
                #expect(abs(curve.freeResponse(displacement: P, velocity: V, at: t).velocity - difference) <= 1e-5 * scale)
            }
        }
    }
}
