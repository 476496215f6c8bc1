#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SpringCurve {
    /// Apple's `settlingDuration`: the time after which `|p(t) - 1|` stays below
    /// `epsilon` — computed tightly, as the last time `|p - 1| >= epsilon` (to ~1e-12 s),
    /// not as an envelope bound.
    ///
    /// Method: `|p - 1|` has its local maxima ("peaks") where `p' = 0`, plus t = 0.
    /// Underdamped, the peaks are periodic (`pi / wd`) and shrink by `e^(-lam pi / wd)`
    /// each, so the last peak still `>= epsilon` is found in closed form (then checked).
    /// Critically and overdamped, `p - 1` is a sum of two exponentials with at most one
    /// peak after 0. Between the last peak still at or above epsilon and the next peak
    /// (or far enough down the monotone tail) the set `|p - 1| >= epsilon` is one
    /// interval starting at the peak; its end is bracketed and found with the Illinois
    /// (modified regula falsi) method. The result never exceeds the envelope bound
    /// `-ln(eps / (|lam - v0|/wd + 1)) / lam` of MOTION.md.
    ///
    /// An undamped spring (damping 0) never settles: `.infinity`.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        guard epsilon < 1 else { return 0 }
        guard epsilon > 0, lambda > 0 else { return .infinity }

        @inline(__always) func deviation(_ t: Double) -> Double { abs(position(at: t) - 1) }

        switch regime {
        case .underdamped:
            // p' = 0 where v0 cos(wd t) + (k2/wd) sin(wd t) = 0.
            var theta = atan2(-v0 * omega, k2)
            if theta < 0 { theta += .pi }
            if theta >= .pi { theta -= .pi }
            let spacing = Double.pi / omega
            let first = theta / omega
            @inline(__always) func peak(_ n: Double) -> Double { first + n * spacing }
            let firstDeviation = deviation(first)
            if firstDeviation < epsilon {
                return crossing(from: 0, to: first, epsilon: epsilon)
            }
            var n = (log(firstDeviation / epsilon) / (lambda * spacing)).rounded(.down)
            guard n.isFinite, n < 1e15 else { return .infinity }
            n = max(0, n)
            while n > 0, deviation(peak(n)) < epsilon { n -= 1 }
            while deviation(peak(n + 1)) >= epsilon { n += 1 }
            return crossing(from: peak(n), to: peak(n + 1), epsilon: epsilon)

        case .critical, .overdamped:
            var peakTime: Double?
            if k2 != 0 {
                if regime == .critical {
                    let t = -v0 / k2
                    if t > 0 { peakTime = t }
                } else {
                    let x = -v0 * omega / k2
                    if x > 0, x < 1 { peakTime = atanh(x) / omega }
                }
            }
            // The slow decay rate: lam (critical) or -r1 = w0^2 / (lam + w) (overdamped).
            let w0Squared = parameters.stiffness / parameters.mass
            let slowRate = regime == .critical ? lambda : w0Squared / (lambda + omega)
            var start = 0.0
            if let peakTime {
                if deviation(peakTime) < epsilon {
                    return crossing(from: 0, to: peakTime, epsilon: epsilon)
                }
                start = peakTime
            }
            // Past `start`, |p - 1| decreases monotonically: step out until it is below epsilon.
            var step = 1 / slowRate
            var end = start + step
            while deviation(end) >= epsilon {
                step *= 2
                end = start + step
                guard end.isFinite, step < 1e15 else { return .infinity }
            }
            return crossing(from: start, to: end, epsilon: epsilon)
        }
    }

    /// The time in `(lo, hi]` where `|p - 1|` drops below epsilon for good, given
    /// `|p(lo) - 1| >= epsilon`, `|p(hi) - 1| < epsilon` and a single such change
    /// between them. Returns a time at which `|p - 1| < epsilon`, within ~1e-12 s of it.
    func crossing(from lo: Double, to hi: Double, epsilon: Double) -> Double {
        var a = lo, b = hi
        // Decide on |p - 1| exactly as callers compute it (position, then minus 1).
        var fa = abs(position(at: a) - 1) - epsilon
        var fb = abs(position(at: b) - 1) - epsilon
        var lastMoved = 0  // -1: a moved last, +1: b moved last
        var stalls = 0
        for _ in 0..<200 {
            if b - a <= 1e-12 * max(1, b) { break }
            var c = (a * fb - b * fa) / (fb - fa)
            if !(c > a && c < b) || stalls >= 3 {
                // Degenerate interpolation, or one end stuck for a while: bisect.
                c = 0.5 * (a + b)
                stalls = 0
            }
            let fc = abs(position(at: c) - 1) - epsilon
            if fc >= 0 {
                a = c
                fa = fc
                if lastMoved == -1 { fb *= 0.5; stalls += 1 } else { stalls = 0 }
                lastMoved = -1
            } else {
                b = c
                fb = fc
                if lastMoved == 1 { fa *= 0.5; stalls += 1 } else { stalls = 0 }
                lastMoved = 1
            }
        }
        return b
    }
}
