import Testing
@testable import MotionCore

/// The closed forms and the interruption against `ReferenceSpring`'s numerical
/// integration of the spring equation.
@Suite("Core against numerical integration (RK4)")
struct ReferenceComparisonTests {
    static let tolerance = 1e-6

    @Test("step responses in every regime, position and velocity", arguments: [
        "spring(duration: 0.5, bounce: 0.3)", "smooth", "spring(duration: 0.4, bounce: -0.3)",
        "spring(response: 0.3, dampingFraction: 2.5)", "interpolatingSpring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -1.5)",
        "interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 4)", "default",
    ])
    func stepResponse(_ text: String) throws {
        let parameters = try #require(try Animation.parse(text).springParameters)
        let reference = ReferenceSpring(mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping)
        for sample in reference.integrate(x0: 0, v0: parameters.initialVelocity, until: 1.5, target: { _ in 1 }) {
            #expect(abs(parameters.position(at: sample.t) - sample.x) < Self.tolerance, "\(text) p at \(sample.t)")
            let vScale = max(1, parameters.naturalFrequency)
            #expect(abs(parameters.velocity(at: sample.t) - sample.v) < Self.tolerance * vScale, "\(text) v at \(sample.t)")
        }
    }

    @Test("interpolatingSpring written overdamped runs critically damped (lam = w0)", arguments: [
        "interpolatingSpring(mass: 1, stiffness: 100, damping: 30)", "interpolatingSpring(duration: 0.5, bounce: -0.5)",
    ])
    func interpolatingSpringNeverOverdamps(_ text: String) throws {
        let animation = try Animation.parse(text)
        guard case .spring(let form) = animation.base else { Issue.record("not a spring"); return }
        let written = form.writtenParameters
        #expect(written.dampingRatio > 1)
        let p = form.parameters
        #expect(abs(p.dampingRatio - 1) < 1e-12)
        #expect(SpringCurve(p).regime == .critical)
        // Integrated with the critical damping 2 sqrt(k m), not the written one.
        let critical = ReferenceSpring(mass: written.mass, stiffness: written.stiffness, damping: 2 * (written.stiffness * written.mass).squareRoot())
        let overdamped = ReferenceSpring(mass: written.mass, stiffness: written.stiffness, damping: written.damping)
        var worstGap = 0.0
        let truth = overdamped.integrate(x0: 0, v0: 0, until: 1, target: { _ in 1 })
        for (sample, over) in zip(critical.integrate(x0: 0, v0: 0, until: 1, target: { _ in 1 }), truth) {
            #expect(abs(animation.progress(at: sample.t) - sample.x) < Self.tolerance, "\(text) at \(sample.t)")
            worstGap = max(worstGap, abs(sample.x - over.x))
        }
        #expect(worstGap > 0.05, "the written overdamping would differ visibly: \(worstGap)")
        // The spring family keeps its overdamping.
        #expect(try #require(try Animation.parse("spring(duration: 0.5, bounce: -0.5)").springParameters).dampingRatio > 1.9)
    }

    /// One matched element moving x from 0 to 100 (other values fixed), so the frame's
    /// x is 100 times the progress.
    static func element(_ animation: String, delay: Double = 0) throws -> ElementMotion {
        ElementMotion(id: "e", from: Frame(x: 0, y: 0, width: 10, height: 10), to: Frame(x: 100, y: 0, width: 10, height: 10),
                      anchor: .topLeading, delay: delay, animation: try Animation.parse(animation))
    }

    /// `scale`, `offset`: the animation's own clock `scale * t - offset` at wall time `t`,
    /// worked out by hand from docs/motion.md §4 (the element's delay and every modifier).
    @Test("a retargeted spring is the spring equation whose target goes back at T, its delays not waited again", arguments: [
        ("spring(duration: 0.5, bounce: 0.3)", 0.1, 0.0, 1.0, 0.0), ("smooth", 0.25, 0.1, 1.0, 0.1),
        ("spring(duration: 0.4, bounce: -0.3)", 0.2, 0.05, 1.0, 0.05), ("snappy", 0.6, 0.0, 1.0, 0.0),
        ("interactiveSpring", 0.05, 0.02, 1.0, 0.02), ("default", 0.3, 0.0, 1.0, 0.0),
        // .delay() modifiers: a(t - 0.05 - 0.2); a(2t - 0.1), the delay sped up; a(2 (t - 0.05 - 0.1)).
        ("bouncy.delay(0.2)", 0.35, 0.05, 1.0, 0.25), ("smooth.delay(0.1).speed(2)", 0.3, 0.0, 2.0, 0.1),
        ("snappy.speed(2).delay(0.1)", 0.3, 0.05, 2.0, 0.3),
    ])
    func retargetMatchesIntegration(_ text: String, _ interruptAt: Double, _ delay: Double, _ scale: Double, _ offset: Double) throws {
        let element = try Self.element(text, delay: delay)
        let timeline = try Timeline.sample(elements: [element], interruptAt: interruptAt, fps: 100)
        let p = try #require(element.animation.springParameters)
        let reference = ReferenceSpring(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        // On the animation's own clock: target 1, back to 0 at the clock's reading at T (a
        // multiple of the step, so the jump falls between two steps).
        let turn = scale * interruptAt - offset
        let samples = reference.integrate(x0: 0, v0: 0, until: scale * timeline.duration - offset, h: 1e-5, every: 1000) { $0 < turn ? 1 : 0 }
        let forwardSettle = element.settleTime
        let backSettle = timeline.duration
        var compared = 0
        for sample in samples {
            let t = (sample.t + offset) / scale
            // Skip where either run snaps to its end value (within eps of travel by definition).
            if t >= backSettle || (t < interruptAt && t >= forwardSettle) { continue }
            let i = Int((t * 100).rounded())
            guard i < timeline.frames.count, abs(timeline.times[i] - t) < 1e-9 else { continue }
            #expect(abs(timeline.frame(sample: i, element: 0).x / 100 - sample.x) < 1e-5, "\(text) T=\(interruptAt) at t=\(t)")
            compared += 1
        }
        #expect(compared > 20)
        #expect(timeline.frames.last == [element.from!])
    }

    @Test("additive: interpolatingSpring and timing curves add a second run from T + delay", arguments: [
        ("interpolatingSpring(stiffness: 170, damping: 15)", 0.2, 0.0), ("easeInOut", 0.1, 0.05), ("linear(duration: 0.4)", 0.3, 0.0),
    ])
    func additiveRun(_ text: String, _ interruptAt: Double, _ delay: Double) throws {
        let element = try Self.element(text, delay: delay)
        let timeline = try Timeline.sample(elements: [element], interruptAt: interruptAt, fps: 100)
        let animation = element.animation
        let forwardSettle = element.settleTime
        let backSettle = AnimationEvaluator(animation, delay: interruptAt + delay).settlingDuration
        for (i, t) in timeline.times.enumerated().dropLast() {
            let p1 = t >= forwardSettle ? 1 : animation.progress(at: t - delay)
            let p2 = t >= backSettle ? 1 : animation.progress(at: t - interruptAt - delay)
            #expect(abs(timeline.frame(sample: i, element: 0).x - 100 * (p1 - p2)) < 1e-9, "\(text) at \(t)")
        }
        #expect(abs(timeline.duration - max(forwardSettle, backSettle)) < 1e-12)
        // For a linear spring with no initial velocity, adding equals integrating the
        // equation whose target goes back at T: check it against RK4 too.
        if let p = animation.springParameters {
            let reference = ReferenceSpring(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
            for sample in reference.integrate(x0: 0, v0: 0, until: 0.8, every: 1000, target: { $0 < interruptAt ? 1 : 0 }) {
                let i = Int((sample.t * 100).rounded())
                #expect(abs(timeline.frame(sample: i, element: 0).x / 100 - sample.x) < 1e-5, "at \(sample.t)")
            }
        }
    }
}
