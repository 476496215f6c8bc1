/// An element whose transition is interrupted at `T` and goes back to its `from`
/// values (docs/motion.md §7), compiled for sampling.
///
/// Until the way back starts the element follows its forward run exactly. Then:
/// - the spring family retargets at `T` itself: the progress continues as the same
///   spring released at its current value `P` and velocity `V` towards 0 (its free
///   response). SwiftUI merges the new animation into the running one and hands it the
///   running one's clock, so a delay (the element's own, or a `.delay()` of the
///   expression) already spent is not waited again. Every animated value is linear in
///   progress, so this is each value retargeted from its own value and velocity
///   (`D = delta * P`, `V_value = delta * V`, and `-V_value / D` is the same for all);
/// - timing curves and `interpolatingSpring` add a second run of the same animation,
///   from `to` back to `from`: progress `p1(t) - p2(t)`. That run is a new animation, so
///   it starts at `T` plus every delay, as the first one did.
/// One-state elements clamp the result to 0...1 as the forward run does. From
/// `settleTime` on the element holds its start frame exactly.
struct InterruptedSampler: Sendable {
    let forward: ElementSampler
    /// Adding: the same animation started at `T + delay`.
    let back: AnimationEvaluator
    /// Wall time at which the way back starts moving.
    let backStart: Double
    /// Retargeting: progress and progress velocity (per second of the animation's own
    /// clock) of the forward run at `backStart`.
    let displacement: Double
    let velocity: Double
    /// Adding: wall time from which the second run holds 1.
    let backSettleTime: Double
    /// Wall time from which the element holds its start frame exactly.
    let settleTime: Double

    init(_ forward: ElementSampler, element: ElementMotion, interruptAt t: Double) {
        self.forward = forward
        let back = AnimationEvaluator(element.animation, delay: t + element.delay)
        self.back = back
        let evaluator = forward.evaluator
        backSettleTime = (forward.baseSettling + back.timeOffset) / back.timeScale
        if forward.retargets {
            backStart = t
            let local = evaluator.timeScale * t - evaluator.timeOffset
            if t >= forward.settleTime {
                (displacement, velocity) = (1, 0)
            } else if local <= 0 {
                (displacement, velocity) = (0, 0)
            } else {
                (displacement, velocity) = (evaluator.spring.position(at: local), evaluator.spring.velocity(at: local))
            }
            let base = evaluator.spring.freeSettlingDuration(
                displacement: displacement, velocity: velocity, epsilon: Animation.settlingEpsilon)
            settleTime = t + base / evaluator.timeScale
        } else {
            backStart = back.startTime
            (displacement, velocity) = (0, 0)
            settleTime = max(forward.settleTime, backSettleTime)
        }
    }

    /// Progress at wall time `t` on the way back (from `backStart` on).
    @inline(__always) func backProgress(at t: Double) -> Double {
        if forward.retargets {
            // The spring's own clock (its `.speed()` included) from the moment it turned.
            let local = forward.evaluator.timeScale * (t - backStart)
            return forward.evaluator.spring.freeResponse(displacement: displacement, velocity: velocity, at: local).position
        }
        let second = t >= backSettleTime - Timeline.timeTolerance ? 1 : back.progress(at: t)
        return forward.settledProgress(at: t) - second
    }

    @inline(__always) func frame(at t: Double) -> Frame {
        if t >= settleTime - Timeline.timeTolerance { return forward.start }
        if t < backStart { return forward.frame(at: t) }
        // `none` switches back the moment the way back starts, as it switched forward.
        if forward.kind == .switches { return forward.start }
        return forward.frame(progress: backProgress(at: t))
    }
}
