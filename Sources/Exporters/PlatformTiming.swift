import MotionCore
import SpecModel
import SpecTimeline

/// An element's animation in the terms other platforms' animation APIs take: a start
/// delay and a curve on the wall clock. MotionCore's evaluator folds the element's delay
/// and every `.delay()` / `.speed()` modifier into `t' = max(0, A t - B)` (docs/motion.md §4);
/// here that becomes a delay `B / A` and a curve running `A` times as fast: a spring
/// with stiffness `k A^2`, damping `c A` and initial velocity `v0 A` (the same damping
/// ratio, the same progress at every wall-clock time), a timing curve of duration `d / A`.
/// So Compose, Motion, CSS and Lottie, none of which has a speed modifier, still run
/// exactly the core's progress. Nothing here evaluates motion but through the core.
struct PlatformTiming {
    enum Curve: Equatable {
        /// A damped spring on the wall clock.
        case spring(SpringParameters)
        /// A cubic Bezier from (0,0) to (1,1), `duration` wall-clock seconds.
        case bezier(c0x: Double, c0y: Double, c1x: Double, c1y: Double, duration: Double)
    }

    let curve: Curve
    /// Wall-clock seconds after the state change before progress moves.
    let delay: Double
    /// Wall-clock seconds from the start of the motion (after `delay`) until it settles:
    /// the core's settling duration (infinite for a spring that never settles).
    let settlingDuration: Double
    private let evaluator: AnimationEvaluator

    init(animation: Animation, delay elementDelay: Double = 0) {
        let evaluator = AnimationEvaluator(animation, delay: elementDelay)
        let scale = evaluator.timeScale
        self.evaluator = evaluator
        delay = evaluator.startTime
        settlingDuration = evaluator.settlingDuration - evaluator.startTime
        switch animation.base {
        case .spring(let spring):
            let p = spring.parameters
            curve = .spring(SpringParameters(mass: p.mass, stiffness: p.stiffness * scale * scale,
                                             damping: p.damping * scale, initialVelocity: p.initialVelocity * scale))
        case .bezier(let timing):
            let c = timing.controlPoints
            curve = .bezier(c0x: c.c0x, c0y: c.c0y, c1x: c.c1x, c1y: c.c1y, duration: timing.duration / scale)
        }
    }

    /// The core's progress `t` wall-clock seconds after the motion starts (after `delay`).
    func progress(afterStart t: Double) -> Double {
        evaluator.progress(at: delay + t)
    }

    var springParameters: SpringParameters? {
        if case .spring(let parameters) = curve { return parameters }
        return nil
    }
}

extension ExportModel {
    /// The element's timing, its own delay included.
    func platformTiming(of element: ElementSpec) -> PlatformTiming {
        PlatformTiming(animation: animation(of: element), delay: element.delay)
    }

    /// The element's frame before and after the transition as the core computes them
    /// (`ElementMotion.startFrame` / `endFrame` on the canvas). For a matched element
    /// every property the core interpolates is linear in progress between these two,
    /// whatever its `properties` and `anchor` (the anchor point and size are lerped, so
    /// is `x = Ax - ax w`), so a platform that interpolates a box between two layouts
    /// reproduces the core exactly when its two layouts are these frames.
    func endpoints(of element: ElementSpec) -> (start: Frame, end: Frame) {
        let motion = motion(of: element)
        return (motion.startFrame(canvas: canvas), motion.endFrame(canvas: canvas))
    }

    /// The frame an element is laid out at in one state: the core's start frame in the
    /// `from` state, its end frame in the `to` state; for a one-state element, its own frame.
    func layoutFrame(of element: ElementSpec, in side: StateSide) -> Frame? {
        guard let own = element.frame(in: side) else { return nil }
        guard element.isMatched else { return own.motionFrame }
        let (start, end) = endpoints(of: element)
        return side == .from ? start : end
    }
}
