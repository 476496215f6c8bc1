/// What a designer tuning an animation wants to know about it (`herocat curve`): its
/// spring's parameters or its timing curve, when it settles, how far it overshoots and
/// its progress over time. Only numbers; the CLI's formats render them.
public struct CurveReport: Equatable, Sendable {
    /// A spring's parameters as herocat runs it (docs/motion.md §2).
    public struct SpringFigures: Equatable, Sendable {
        public var mass: Double
        public var stiffness: Double
        /// The damping herocat runs (critical for an `interpolatingSpring` written overdamped).
        public var damping: Double
        /// The damping as written, when `interpolatingSpring`'s clamp changed it.
        public var writtenDamping: Double?
        public var dampingRatio: Double
        /// Apple's response: the undamped period `2 pi sqrt(m/k)`, seconds.
        public var response: Double
        public var bounce: Double
        public var initialVelocity: Double
        public var regime: SpringCurve.Regime
    }

    /// The highest progress and when it is reached (seconds, modifiers included).
    public struct Peak: Equatable, Sendable {
        public var progress: Double
        public var time: Double
    }

    public let animation: Animation
    /// Nil for a timing curve.
    public let spring: SpringFigures?
    /// Nil for a spring.
    public let timingCurve: TimingCurve?
    /// `Animation.settlingDuration` (infinite for a spring that never settles).
    public let settlingDuration: Double
    /// The peak above 1, or nil when progress never exceeds 1.
    public let overshoot: Peak?
    /// Where the curve is drawn and sampled to: the settling duration, or
    /// `Timeline.defaultMaxDuration` for a spring that never settles.
    public let endTime: Double

    public init(_ animation: Animation) {
        self.animation = animation
        timingCurve = animation.timingCurve
        if case .spring(let form) = animation.base {
            let p = form.parameters
            let written = form.writtenParameters
            spring = SpringFigures(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping,
                writtenDamping: written.damping == p.damping ? nil : written.damping,
                dampingRatio: p.dampingRatio, response: p.period, bounce: p.bounce,
                initialVelocity: p.initialVelocity, regime: SpringCurve(p).regime)
        } else {
            spring = nil
        }
        settlingDuration = animation.settlingDuration
        endTime = settlingDuration.isFinite ? settlingDuration : Timeline.defaultMaxDuration
        overshoot = Self.peak(of: AnimationEvaluator(animation), until: endTime)
    }

    /// Progress at `t` seconds (modifiers included).
    public func progress(at t: Double) -> Double {
        AnimationEvaluator(animation).progress(at: t)
    }

    /// `(t, progress)` at `t = i / fps` from 0 through the first sample at or after `endTime`.
    public func samples(fps: Int) -> [(t: Double, progress: Double)] {
        let evaluator = AnimationEvaluator(animation)
        let last = Timeline.lastSampleIndex(duration: endTime, fps: fps)
        return (0...last).map { i in
            let t = Double(i) / Double(fps)
            return (t, evaluator.progress(at: t))
        }
    }

    /// `count` evenly spaced `(t, progress)` from 0 to `endTime`, both included.
    public func samples(count: Int) -> [(t: Double, progress: Double)] {
        let evaluator = AnimationEvaluator(animation)
        let steps = max(1, count - 1)
        return (0...steps).map { k in
            let t = endTime * Double(k) / Double(steps)
            return (t, evaluator.progress(at: t))
        }
    }

    /// The highest progress above 1 within `0...end`: a 2000-step scan, then golden
    /// section search around the best step (progress is smooth there).
    static func peak(of evaluator: AnimationEvaluator, until end: Double) -> Peak? {
        guard end > 0 else { return nil }
        let steps = 2000
        var best = (t: 0.0, p: evaluator.progress(at: 0))
        for i in 1...steps {
            let t = end * Double(i) / Double(steps)
            let p = evaluator.progress(at: t)
            if p > best.p { best = (t, p) }
        }
        var lo = max(0, best.t - end / Double(steps)), hi = min(end, best.t + end / Double(steps))
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<80 {
            let a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo)
            if evaluator.progress(at: a) < evaluator.progress(at: b) { lo = a } else { hi = b }
        }
        let t = (lo + hi) / 2
        let p = evaluator.progress(at: t)
        if p > best.p { best = (t, p) }
        return best.p > 1 + 1e-9 ? Peak(progress: best.p, time: best.t) : nil
    }
}
