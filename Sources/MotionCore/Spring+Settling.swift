#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SpringCurve {
    /// How often SwiftUI samples a critically or overdamped spring when it measures
    /// settling: every 0.1 s (sample i is at `i / 10`, so 0.6 is 0.6, not 0.6000000000000001).
    public static let settlingSamplesPerSecond = 10.0
    /// How long the samples must stay below epsilon (more than this) to count as settled.
    public static let settlingHold = 1.0
    /// At most this many samples are taken.
    public static let settlingSampleLimit = 1024

    /// Apple's `Spring.settlingDuration` for this step response (target 1, the spring's
    /// initial velocity), computed the way SwiftUI computes it (docs/motion.md §2), not as the
    /// exact last crossing. Infinite for a spring that never settles (damping 0).
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        freeSettlingDuration(displacement: -1, velocity: v0, epsilon: epsilon)
    }

    /// SwiftUI's settling measure for the spring released at displacement `P` from its
    /// target with velocity `V` (the free response `x` of `freeResponse`), in progress units:
    ///
    /// - underdamped: the envelope bound `max(0, -ln(eps / (|P| + |lam P + V|)) / lam)`
    ///   (for a step, P = -1, V = v0: `-ln(eps / (|lam - v0| + 1)) / lam`);
    /// - critically and overdamped: `|x|` sampled every 0.1 s (at most 1024 samples); the
    ///   first sample below eps from which every later one stays below eps for more than 1 s.
    public func freeSettlingDuration(displacement P: Double, velocity V: Double, epsilon: Double = 0.001) -> Double {
        guard epsilon > 0 else { return .infinity }
        if P == 0, V == 0 { return 0 }
        switch regime {
        case .underdamped:
            guard lambda > 0 else { return .infinity }
            return max(0, -log(epsilon / (abs(P) + abs(lambda * P + V))) / lambda)
        case .critical, .overdamped:
            var settledAt: Double?
            for i in 0..<Self.settlingSampleLimit {
                let t = Double(i) / Self.settlingSamplesPerSecond
                if abs(freeResponse(displacement: P, velocity: V, at: t).position) < epsilon {
                    guard let since = settledAt else {
                        settledAt = t
                        continue
                    }
                    if t - since > Self.settlingHold { return since }
                } else {
                    settledAt = nil
                }
            }
            return settledAt ?? .infinity
        }
    }
}
