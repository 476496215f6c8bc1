/// A timing-curve animation (cubic Bezier from (0,0) to (1,1)), in the form it was written.
/// A `nil` duration means "not written": the default 0.35 s applies (docs/motion.md §3).
public enum TimingCurve: Equatable, Sendable {
    /// `linear` / `linear(duration: d)`
    case linear(duration: Double?)
    /// `easeIn` / `easeIn(duration: d)`
    case easeIn(duration: Double?)
    /// `easeOut` / `easeOut(duration: d)`
    case easeOut(duration: Double?)
    /// `easeInOut` / `easeInOut(duration: d)`
    case easeInOut(duration: Double?)
    /// `timingCurve(c0x, c0y, c1x, c1y)` / `timingCurve(c0x, c0y, c1x, c1y, duration: d)`
    case custom(c0x: Double, c0y: Double, c1x: Double, c1y: Double, duration: Double?)

    /// SwiftUI's default duration for timing curves.
    public static let defaultDuration = 0.35

    /// The written duration, if any.
    public var writtenDuration: Double? {
        switch self {
        case .linear(let d), .easeIn(let d), .easeOut(let d), .easeInOut(let d): return d
        case .custom(_, _, _, _, let d): return d
        }
    }

    /// The duration in seconds (default 0.35).
    public var duration: Double { writtenDuration ?? Self.defaultDuration }

    /// The two inner control points; the curve runs from (0,0) to (1,1).
    public var controlPoints: (c0x: Double, c0y: Double, c1x: Double, c1y: Double) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .custom(let a, let b, let c, let d, _): return (a, b, c, d)
        }
    }

    /// The solver for this curve's control points.
    public var unitBezier: UnitBezier {
        let p = controlPoints
        return UnitBezier(p.c0x, p.c0y, p.c1x, p.c1y)
    }

    /// Progress at `t` seconds: `bezierY(solveX(clamp(t/d, 0, 1)))`, exactly 1 from `d` on.
    public func progress(at t: Double) -> Double {
        unitBezier.solve(t / duration)
    }
}
