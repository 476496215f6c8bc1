import Testing
@testable import MotionCore

@Suite("Timing curves")
struct BezierTests {
    /// Reference: plain bisection on x(t) to machine precision, then y(t).
    static func reference(_ bezier: UnitBezier, _ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if bezier.sampleCurveX(mid) < x { lo = mid } else { hi = mid }
        }
        return bezier.sampleCurveY(0.5 * (lo + hi))
    }

    @Test("solver agrees with a bisection reference to 1e-6 at 10,000 points")
    func solverMatchesReference() {
        var rng = SplitMix64(seed: 7)
        var curves: [UnitBezier] = [
            UnitBezier(0, 0, 1, 1), UnitBezier(0.42, 0, 1, 1), UnitBezier(0, 0, 0.58, 1),
            UnitBezier(0.42, 0, 0.58, 1), UnitBezier(0.25, 0.1, 0.25, 1), UnitBezier(0.68, -0.55, 0.265, 1.55),
        ]
        for _ in 0..<94 {
            curves.append(UnitBezier(rng.double(0.05, 0.95), rng.double(-1, 2), rng.double(0.05, 0.95), rng.double(-1, 2)))
        }
        var worst = 0.0
        for (i, curve) in curves.enumerated() {
            for j in 0..<100 {
                let x = j == 0 ? 0 : (j == 99 ? 1 : rng.double(0, 1))
                let error = abs(curve.solve(x) - Self.reference(curve, x))
                worst = max(worst, error)
                #expect(error < 1e-6, "curve \(i) at x=\(x)")
            }
        }
        #expect(worst < 1e-6)
    }

    @Test("solveCurveX inverts x(t) to the 1e-7 tolerance, even with flat spots")
    func solverTolerance() {
        var rng = SplitMix64(seed: 8)
        // x control points at the ends of 0...1 give x'(t) = 0 somewhere: Newton bails out to bisection.
        let curves = [UnitBezier(1, 0, 0, 1), UnitBezier(0, 1, 1, 0), UnitBezier(1, 1, 1, 1), UnitBezier(0, 0, 0, 0)]
        for curve in curves {
            for _ in 0..<1000 {
                let x = rng.double(0, 1)
                let t = curve.solveCurveX(x)
                #expect(t >= 0 && t <= 1)
                #expect(abs(curve.sampleCurveX(t) - x) < 1e-7, "x=\(x)")
            }
        }
    }

    @Test("sanity values checked against SwiftUI: easeInOut at 0.25 ≈ 0.13, easeIn at 0.5 ≈ 0.32")
    func sanityValues() throws {
        let easeInOut = try Animation.parse("easeInOut(duration: 1)")
        let easeIn = try Animation.parse("easeIn(duration: 1)")
        #expect(abs(easeInOut.progress(at: 0.25) - 0.13) < 0.01)
        #expect(abs(easeIn.progress(at: 0.5) - 0.32) < 0.01)
        // Normalized time: the same fractions of the default 0.35 s duration.
        #expect(abs(Animation.easeInOut.progress(at: 0.25 * 0.35) - 0.13) < 0.01)
        #expect(abs(try Animation.parse("linear(duration: 2)").progress(at: 0.5) - 0.25) < 1e-9)
        #expect(abs(Animation.easeInOut.progress(at: 0.175) - 0.5) < 1e-6, "symmetric curve")
    }

    @Test("progress is 0 before the start and exactly 1 from the duration on")
    func endpoints() throws {
        for text in ["linear", "easeIn(duration: 0.4)", "easeOut", "easeInOut(duration: 2)", "timingCurve(0.2, 1.5, 0.3, -0.5, duration: 0.7)"] {
            let a = try Animation.parse(text)
            let d = try #require(a.timingCurve).duration
            #expect(a.progress(at: -1) == 0)
            #expect(a.progress(at: 0) == 0)
            #expect(a.progress(at: d) == 1)
            #expect(a.progress(at: d + 5) == 1)
            #expect(a.settlingDuration == d)
            #expect(a.progress(at: d * 0.5) > -1 && a.progress(at: d * 0.5) < 2)
        }
    }
}
