#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The closed-form step response of a damped spring from 0 to 1 with initial velocity
/// v0, with its constants precomputed (docs/motion.md §2).
///
/// With `lam = c/(2m)`, `w0 = sqrt(k/m)` and `s2 = lam^2 - w0^2`, all three regimes are
///
///     p(t)  = 1 - e^(-lam t) * (C(t) + (lam - v0) * S(t))
///     p'(t) =     e^(-lam t) * (v0 * C(t) + (w0^2 - lam v0) * S(t))
///
/// where underdamped (s2 < 0, wd = sqrt(-s2)): C = cos(wd t), S = sin(wd t)/wd;
/// critical (s2 = 0): C = 1, S = t; overdamped (s2 > 0, w = sqrt(s2)): C = cosh(w t),
/// S = sinh(w t)/w. The overdamped form equals `1 + A e^(r1 t) + B e^(r2 t)` with
/// `A + B = -1`, `r1 A + r2 B = v0`, but has no cancellation near critical damping, so
/// the regimes agree continuously as zeta crosses 1.
public struct SpringCurve: Sendable, Equatable {
    public enum Regime: Sendable, Equatable {
        case underdamped, critical, overdamped
    }

    public let parameters: SpringParameters
    public let regime: Regime
    /// Decay constant lam = c / (2m).
    public let lambda: Double
    /// wd (underdamped) or sqrt(lam^2 - w0^2) (overdamped); 0 when critical.
    public let omega: Double
    let v0: Double
    /// lam - v0
    let k1: Double
    /// w0^2 - lam v0
    let k2: Double
    /// w0^2 = k / m
    let w0Squared: Double

    public init(_ parameters: SpringParameters) {
        self.parameters = parameters
        let lambda = parameters.damping / (2 * parameters.mass)
        let w0Squared = parameters.stiffness / parameters.mass
        let s2 = lambda * lambda - w0Squared
        self.lambda = lambda
        v0 = parameters.initialVelocity
        k1 = lambda - parameters.initialVelocity
        k2 = w0Squared - lambda * parameters.initialVelocity
        self.w0Squared = w0Squared
        // Within rounding of zeta = 1 is critical: bounce 0 (smooth) and a clamped
        // interpolatingSpring must take SwiftUI's critical settling, whatever the last bit.
        if abs(s2) <= Self.criticalTolerance * w0Squared {
            regime = .critical
            omega = 0
        } else if s2 < 0 {
            regime = .underdamped
            omega = (-s2).squareRoot()
        } else {
            regime = .overdamped
            omega = s2.squareRoot()
        }
    }

    /// |lam^2 - w0^2| up to this fraction of w0^2 counts as critical damping.
    static let criticalTolerance = 1e-12

    /// (e^(-lam t) C(t), e^(-lam t) S(t)) for t >= 0, overflow-safe.
    @inline(__always) func decayTerms(_ t: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underdamped:
            let e = exp(-lambda * t)
            let angle = omega * t
            let (sine, cosine) = sineCosine(angle)
            return (e * cosine, e * sine / omega)
        case .critical:
            let e = exp(-lambda * t)
            return (e, e * t)
        case .overdamped:
            let wt = omega * t
            if wt < 20 {
                let e = exp(-lambda * t)
                return (e * cosh(wt), e * sinh(wt) / omega)
            }
            // cosh/sinh would overflow; e^(-lam t) cosh(w t) = (e^(r1 t) + e^(r2 t)) / 2.
            let e1 = exp((omega - lambda) * t)
            let e2 = exp(-(omega + lambda) * t)
            return (0.5 * (e1 + e2), 0.5 * (e1 - e2) / omega)
        }
    }

    /// Progress at `t` seconds; 0 for t <= 0.
    @inline(__always) public func position(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let (c, s) = decayTerms(t)
        return 1 - (c + k1 * s)
    }

    /// The free response of this spring (its own initial velocity ignored): released at
    /// displacement `P` from its target with velocity `V`, its displacement and velocity
    /// `t` seconds later (`t >= 0`):
    ///
    ///     x(t)  = e^(-lam t) * (P C(t) + (V + lam P) S(t))
    ///     x'(t) = e^(-lam t) * (V C(t) - (w0^2 P + lam V) S(t))
    ///
    /// The step response is the case P = -1, V = v0 (`p = 1 + x`). docs/motion.md §7 retargets
    /// a running spring with it: the new spring starts at the old one's value and velocity.
    @inline(__always) public func freeResponse(displacement P: Double, velocity V: Double, at t: Double) -> (position: Double, velocity: Double) {
        let (c, s) = decayTerms(max(0, t))
        return (P * c + (V + lambda * P) * s, V * c - (w0Squared * P + lambda * V) * s)
    }

    /// Progress velocity at `t` seconds; `initialVelocity` at 0, 0 before.
    @inline(__always) public func velocity(at t: Double) -> Double {
        guard t >= 0 else { return 0 }
        if t == 0 { return v0 }
        let (c, s) = decayTerms(t)
        return v0 * c + k2 * s
    }
}
