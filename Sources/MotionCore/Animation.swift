/// A SwiftUI animation expression, as written in a transition spec
/// (`spring(duration: 0.5, bounce: 0.2).delay(0.1)`), with the math to evaluate it.
///
/// The value keeps the *form* the author wrote (a preset stays a preset, only the
/// arguments that were written are stored), so `source` prints it back canonically and
/// `try Animation.parse(a.source) == a` holds for every parsed value.
public struct Animation: Equatable, Sendable {
    /// The curve or spring.
    public var base: AnimationBase
    /// `.delay(x)` / `.speed(s)` modifiers, in written order.
    public var modifiers: [AnimationModifier]

    public init(base: AnimationBase, modifiers: [AnimationModifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// `"spring"` or `"bezier"` (the timeline JSON's `"kind"`).
    public var kind: String {
        switch base {
        case .bezier: return "bezier"
        case .spring: return "spring"
        }
    }

    /// The spring's physical parameters, or nil for a timing curve.
    public var springParameters: SpringParameters? {
        if case .spring(let spring) = base { return spring.parameters }
        return nil
    }

    /// Whether an interruption retargets this animation (the spring family) rather than
    /// adding a second animation to it (timing curves, `interpolatingSpring`), docs/motion.md §7.
    public var retargets: Bool {
        if case .spring(let spring) = base { return spring.retargets }
        return false
    }

    /// The timing curve, or nil for a spring.
    public var timingCurve: TimingCurve? {
        if case .bezier(let curve) = base { return curve }
        return nil
    }

    /// Progress at `t` seconds after the animation was started (docs/motion.md §1, §4):
    /// 0 for `t <= 0` (and until any `.delay()` has passed), 1 at the end value; a spring
    /// may overshoot.
    public func progress(at t: Double) -> Double {
        AnimationEvaluator(self).progress(at: t)
    }

    /// Apple's default settling epsilon, 0.001.
    public static let settlingEpsilon = 0.001

    /// The time (seconds, modifiers included) after which progress stays within 0.001
    /// of 1. For a timing curve that is exactly when it reaches 1 (its duration).
    public var settlingDuration: Double {
        AnimationEvaluator(self).settlingDuration
    }

    /// Settling duration for another epsilon (springs only; a curve ends at its duration).
    public func settlingDuration(epsilon: Double) -> Double {
        AnimationEvaluator(self).settlingDuration(epsilon: epsilon)
    }
}

/// The curve or spring an animation runs on.
public enum AnimationBase: Equatable, Sendable {
    case bezier(TimingCurve)
    case spring(SpringAnimation)
}

/// A modifier applied to an animation. Later modifiers see the clock first (docs/motion.md §4).
public enum AnimationModifier: Equatable, Sendable {
    /// `.delay(x)`, x >= 0 seconds.
    case delay(Double)
    /// `.speed(s)`, s > 0.
    case speed(Double)
}

extension Animation {
    /// `easeInOut` with the default duration 0.35 s.
    public static let easeInOut = Animation(base: .bezier(.easeInOut(duration: nil)))
    /// `linear` with the default duration 0.35 s.
    public static let linear = Animation(base: .bezier(.linear(duration: nil)))
    /// `spring` = spring(duration: 0.5, bounce: 0).
    public static let spring = Animation(base: .spring(.spring(duration: nil, bounce: nil, blendDuration: nil)))
    /// `smooth` = spring(duration: 0.5, bounce: 0).
    public static let smooth = Animation(base: .spring(.preset(.smooth, duration: nil, extraBounce: nil)))
    /// `snappy` = spring(duration: 0.5, bounce: 0.15).
    public static let snappy = Animation(base: .spring(.preset(.snappy, duration: nil, extraBounce: nil)))
    /// `bouncy` = spring(duration: 0.5, bounce: 0.3).
    public static let bouncy = Animation(base: .spring(.preset(.bouncy, duration: nil, extraBounce: nil)))
    /// `default` = spring(response: 0.55, dampingFraction: 1).
    public static let `default` = Animation(base: .spring(.default))

    /// This animation with `.delay(seconds)` appended.
    public func delay(_ seconds: Double) -> Animation {
        Animation(base: base, modifiers: modifiers + [.delay(seconds)])
    }

    /// This animation with `.speed(factor)` appended.
    public func speed(_ factor: Double) -> Animation {
        Animation(base: base, modifiers: modifiers + [.speed(factor)])
    }
}
