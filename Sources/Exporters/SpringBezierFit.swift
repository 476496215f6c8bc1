import MotionCore

/// The cubic Bezier `cubic-bezier(x1, y1, x2, y2)` closest to a spring's progress over its
/// settling duration, for formats that have no spring (design tokens): the largest
/// difference in progress at `sampleCount` evenly spaced times is minimised by a pattern
/// search (steps halving from 0.1 to 1/1024, x kept in 0...1) started from the best of a
/// grid (x in steps of 0.1, `y1` from 0 to 1.5, `y2` from 0.8 to 1.6: a spring starts at
/// rest, and a bouncy one overshoots). Deterministic: the
/// same timing gives the same curve. `error` is the largest difference of the curve as
/// written (4 decimals) at `checkCount` points, in progress (a fraction of the travel).
struct SpringBezierFit {
    static let sampleCount = 64
    /// Points at which the written curve's `error` is measured.
    static let checkCount = 1000
    let points: [Double]
    let error: Double

    /// What a fit depends on: the spring on the wall clock and how long it runs. Timings
    /// with equal keys have the same progress (their delays are not part of it).
    struct Key: Hashable {
        let mass, stiffness, damping, initialVelocity, settlingDuration: Double

        init(_ spring: SpringParameters, settlingDuration: Double) {
            (mass, stiffness, damping, initialVelocity) = (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity)
            self.settlingDuration = settlingDuration
        }
    }

    init(_ timing: PlatformTiming) {
        let duration = timing.settlingDuration
        let samples = (0...Self.sampleCount).map { i -> (x: Double, y: Double) in
            let x = Double(i) / Double(Self.sampleCount)
            return (x, x >= 1 ? 1 : timing.progress(afterStart: x * duration))
        }
        // The largest difference at `points`, or any value at or above `bound` as soon as it
        // is certain to reach it: a candidate is kept only below the best so far, and most
        // candidates are out after a few points.
        func error(_ p: [Double], at points: [(x: Double, y: Double)], below bound: Double = .infinity) -> Double {
            let curve = UnitBezier(p[0], p[1], p[2], p[3])
            var worst = 0.0
            for point in points {
                worst = max(worst, abs(curve.solve(point.x) - point.y))
                if worst >= bound { return worst }
            }
            return worst
        }
        // The grid is scored on every fourth sample, the search on all of them.
        let coarse = stride(from: 0, to: samples.count, by: 4).map { samples[$0] }
        var best = [0.5, 0, 0.5, 1], bestCoarse = error(best, at: coarse)
        for x1 in stride(from: 0.0, through: 1, by: 0.1) {
            for x2 in stride(from: 0.0, through: 1, by: 0.1) {
                for y1 in stride(from: 0.0, through: 1.5, by: 0.25) {
                    for y2 in stride(from: 0.8, through: 1.6, by: 0.2) {
                        let candidate = [x1, y1, x2, y2]
                        let e = error(candidate, at: coarse, below: bestCoarse)
                        if e < bestCoarse { best = candidate; bestCoarse = e }
                    }
                }
            }
        }
        var bestError = error(best, at: samples)
        var step = 0.1
        while step >= 1.0 / 1024 {
            var improved = false
            for index in 0..<4 {
                for sign in [1.0, -1.0] {
                    var candidate = best
                    candidate[index] += sign * step
                    if index % 2 == 0 { candidate[index] = min(1, max(0, candidate[index])) }
                    let e = error(candidate, at: samples, below: bestError - 1e-12)
                    if e < bestError - 1e-12 { best = candidate; bestError = e; improved = true }
                }
            }
            if !improved { step /= 2 }
        }
        points = best.map { Frame.round($0, places: 4) }
        // The error stated is measured on a finer grid than the search's, for the curve as written.
        let written = UnitBezier(points[0], points[1], points[2], points[3])
        self.error = (0...Self.checkCount).reduce(0) { worst, i in
            let x = Double(i) / Double(Self.checkCount)
            return max(worst, abs(written.solve(x) - (x >= 1 ? 1 : timing.progress(afterStart: x * duration))))
        }
    }
}
