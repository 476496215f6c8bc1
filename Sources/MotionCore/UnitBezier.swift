/// A cubic Bezier timing function from (0,0) to (1,1): a port of WebKit's
/// `Source/WebCore/platform/graphics/UnitBezier.h` (polynomial coefficients, an initial
/// guess interpolated from 11 samples of x(t), a few Newton steps, bisection fallback,
/// tolerance 1e-7).
public struct UnitBezier: Equatable, Sendable {
    public let ax, bx, cx: Double
    public let ay, by, cy: Double
    /// x(t) at t = 0, 0.1, ..., 1.
    let samples: Samples

    /// Eleven samples stored inline (no heap allocation per curve).
    struct Samples: Equatable, Sendable {
        var s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10: Double
        subscript(_ i: Int) -> Double {
            switch i {
            case 0: return s0
            case 1: return s1
            case 2: return s2
            case 3: return s3
            case 4: return s4
            case 5: return s5
            case 6: return s6
            case 7: return s7
            case 8: return s8
            case 9: return s9
            default: return s10
            }
        }
    }

    public static let sampleCount = 11
    /// The solver's tolerance on x.
    public static let epsilon = 1e-7

    /// Control points (p1x, p1y) and (p2x, p2y); the x coordinates should lie in 0...1.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        // Implicit first and last control points are (0,0) and (1,1).
        let cx = 3.0 * p1x
        let bx = 3.0 * (p2x - p1x) - cx
        let ax = 1.0 - cx - bx
        let cy = 3.0 * p1y
        let by = 3.0 * (p2y - p1y) - cy
        let ay = 1.0 - cy - by
        self.ax = ax; self.bx = bx; self.cx = cx
        self.ay = ay; self.by = by; self.cy = cy
        func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        samples = Samples(s0: x(0), s1: x(0.1), s2: x(0.2), s3: x(0.3), s4: x(0.4), s5: x(0.5),
                          s6: x(0.6), s7: x(0.7), s8: x(0.8), s9: x(0.9), s10: x(1))
    }

    @inline(__always) public func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) public func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) public func sampleCurveDerivativeX(_ t: Double) -> Double { (3.0 * ax * t + 2.0 * bx) * t + cx }

    /// The parameter t with x(t) = x, for x in 0...1, to within `epsilon` in x.
    public func solveCurveX(_ x: Double, epsilon: Double = UnitBezier.epsilon) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t0 = 0.0
        var t1 = 1.0
        var t2 = x
        // Linear interpolation of the sampled spline for the initial guess.
        let deltaT = 1.0 / Double(Self.sampleCount - 1)
        for i in 1..<Self.sampleCount where x <= samples[i] {
            t1 = deltaT * Double(i)
            t0 = t1 - deltaT
            let lo = samples[i - 1], hi = samples[i]
            t2 = hi > lo ? t0 + (t1 - t0) * (x - lo) / (hi - lo) : t0
            break
        }
        // A few Newton iterations, normally enough.
        for _ in 0..<4 {
            let x2 = sampleCurveX(t2) - x
            if abs(x2) < epsilon { return t2 }
            let d2 = sampleCurveDerivativeX(t2)
            if abs(d2) < 1e-6 { break }
            t2 -= x2 / d2
        }
        // Bisection fallback. x(t) is non-decreasing for x control points in 0...1, so the
        // sampled interval [t0, t1] brackets the answer; restart inside it if Newton left it.
        if !(t2 > t0 && t2 < t1) { t2 = (t0 + t1) * 0.5 }
        for _ in 0..<200 {
            let x2 = sampleCurveX(t2)
            if abs(x2 - x) < epsilon { return t2 }
            if x > x2 { t0 = t2 } else { t1 = t2 }
            t2 = (t1 - t0) * 0.5 + t0
            if t1 - t0 <= 1e-16 { break }
        }
        return t2
    }

    /// y for a given x in 0...1: exactly 0 at x <= 0 and exactly 1 at x >= 1.
    ///
    /// One step beyond WebKit: the parameter from `solveCurveX` (within 1e-7 in x) gets
    /// one more Newton step where x'(t) is not flat, so y is accurate to ~1e-12 even
    /// where dy/dx is steep (a 1e-7 error in x would otherwise show as 1e-6 in y).
    @inline(__always) public func solve(_ x: Double, epsilon: Double = UnitBezier.epsilon) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = solveCurveX(x, epsilon: epsilon)
        let slope = sampleCurveDerivativeX(t)
        if abs(slope) >= 1e-6 {
            t = min(1, max(0, t - (sampleCurveX(t) - x) / slope))
        }
        return sampleCurveY(t)
    }
}
