import Testing
@testable import MotionCore

@Suite("Interrupted timelines (docs/motion.md §7)")
struct InterruptionTests {
    static let animations = [
        "spring(duration: 0.5, bounce: 0.2)", "easeInOut", "bouncy.delay(0.1)", "smooth.speed(1.5)",
        "interpolatingSpring(stiffness: 200, damping: 40, initialVelocity: 3)", "snappy(duration: 0.3)",
        "timingCurve(0.3, 0.1, 0.7, 1.4, duration: 0.4).speed(1.5)", "interactiveSpring", "spring(duration: 0.4, bounce: -0.3)",
    ]

    static func randomElements(_ rng: inout SplitMix64) throws -> [ElementMotion] {
        let transitions: [OneStateTransition] = [.opacity, .scale, .move(.bottom), .none]
        return try (0..<6).map { i in
            let kind = rng.int(0...5)
            return ElementMotion(
                id: "e\(i)", from: kind == 4 ? nil : TimelineTests.randomFrame(&rng), to: kind == 5 ? nil : TimelineTests.randomFrame(&rng),
                properties: MatchedProperties.allCases[rng.int(0...2)], anchor: UnitPoint.keywords[rng.int(0...8)].point,
                transition: transitions[rng.int(0...3)], delay: rng.bool() ? 0 : rng.double(0, 0.2),
                animation: try Animation.parse(animations[rng.int(0...(animations.count - 1))]))
        }
    }

    @Test("the forward run until each element turns back, its start frame exactly at the end")
    func forwardThenBack() throws {
        var rng = SplitMix64(seed: 21)
        for round in 0..<60 {
            let elements = try Self.randomElements(&rng)
            let fps = [30, 60, 120][round % 3]
            let forward = Timeline.sample(elements: elements, fps: fps)
            let at = rng.double(0, forward.duration)
            let timeline = try Timeline.sample(elements: elements, interruptAt: at, fps: fps)
            #expect(timeline.interruptAt == at)
            #expect(timeline.duration >= at)
            #expect(timeline.frames.last == elements.map { $0.startFrame() }, "the last frame holds the from frames exactly")
            for (j, element) in elements.enumerated() {
                // A spring turns at T; a curve's second run waits every delay again.
                let turn = element.animation.retargets ? at : AnimationEvaluator(element.animation, delay: at + element.delay).startTime
                for (i, t) in timeline.times.enumerated() where t < turn && i < forward.sampleCount - 1 && i < timeline.sampleCount - 1 {
                    #expect(timeline.frame(sample: i, element: j) == forward.frame(sample: i, element: j), "\(element.animation.source) delay \(element.delay) T=\(at) t=\(t)")
                }
            }
        }
    }

    @Test("one-state elements run their transition back, clamped to 0...1")
    func oneStateBack() throws {
        let frame = Frame(x: 10, y: 20, width: 100, height: 50, cornerRadius: 4, opacity: 0.8)
        let appearing = ElementMotion(id: "a", from: nil, to: frame, transition: .opacity, animation: try Animation.parse("bouncy"))
        let leaving = ElementMotion(id: "l", from: frame, to: nil, transition: .scale, delay: 0.05, animation: try Animation.parse("easeOut"))
        let timeline = try Timeline.sample(elements: [appearing, leaving], interruptAt: 0.15, fps: 60)
        var peak = 0.0
        for row in timeline.frames {
            #expect(row[0].opacity >= 0 && row[0].opacity <= 0.8)
            #expect(row[0].x == 10 && row[0].width == 100)
            #expect(row[1].width >= 0 && row[1].width <= 100)
            peak = max(peak, row[0].opacity)
        }
        #expect(peak > 0.3, "it was appearing when interrupted")
        #expect(timeline.frames.last?[0].opacity == 0)
        #expect(timeline.frames.last?[1] == frame)
    }

    @Test("a retargeted spring turns at T, its delays not waited again; a curve's second run waits them")
    func delaysOnTheWayBack() throws {
        let from = Frame(x: 0, y: 0, width: 10, height: 10), to = Frame(x: 100, y: 0, width: 10, height: 10)
        for (delay, expression) in [(0.2, "smooth"), (0.0, "smooth.delay(0.2)"), (0.1, "smooth.delay(0.05).speed(0.5)")] {
            // Each starts moving at 0.2 s; interrupted at 0.3 s it turns at once.
            let element = ElementMotion(id: "e", from: from, to: to, delay: delay, animation: try Animation.parse(expression))
            #expect(abs(element.startTime - 0.2) < 1e-12)
            let timeline = try Timeline.sample(elements: [element], interruptAt: 0.3, fps: 100)
            let forward = Timeline.sample(elements: [element], fps: 100)
            #expect(timeline.frames[0...30] == forward.frames[0...30], "\(expression)")
            #expect(timeline.frames[31] != forward.frames[31], "\(expression): the way back starts at once")
            let xs = timeline.frames.map { $0[0].x }
            let peak = try #require(xs.indices.max { xs[$0] < xs[$1] })
            // Still moving forward at T, it carries on briefly (its velocity), then heads back;
            // waiting a delay again would put the peak at 0.5 s or later.
            #expect(peak >= 30 && peak <= 45, "\(expression): the peak is just after 0.3 s: sample \(peak)")
            #expect(xs[60] < xs[peak], "\(expression)")
        }
        // Interrupted while still waiting, a spring never moves: it holds `from` and ends at T.
        let waiting = ElementMotion(id: "w", from: from, to: to, delay: 0.1, animation: try Animation.parse("bouncy.delay(0.3)"))
        let held = try Timeline.sample(elements: [waiting], interruptAt: 0.2, fps: 100)
        #expect(held.frames.allSatisfy { $0 == [from] } && held.sampleCount == 21)
        // A timing curve adds a second, new animation: it waits its delay (0.2 s) again.
        let curve = ElementMotion(id: "c", from: from, to: to, delay: 0.1, animation: try Animation.parse("easeOut(duration: 0.5).delay(0.1)"))
        let timeline = try Timeline.sample(elements: [curve], interruptAt: 0.3, fps: 100)
        let forward = Timeline.sample(elements: [curve], fps: 100)
        #expect(timeline.frames[0...50] == forward.frames[0...50])
        #expect(timeline.frames[51] != forward.frames[51])
    }

    @Test("interruption times outside the forward timeline are refused")
    func outOfRange() throws {
        let element = ElementMotion(id: "e", from: Frame(x: 0, y: 0, width: 1, height: 1), to: Frame(x: 9, y: 0, width: 1, height: 1),
                                    animation: try Animation.parse("smooth"))
        let forward = Timeline.sample(elements: [element], fps: 60)
        #expect(throws: InterruptionError.self) { try Timeline.sample(elements: [element], interruptAt: forward.duration + 0.01) }
        #expect(throws: InterruptionError.self) { try Timeline.sample(elements: [element], interruptAt: -0.1) }
        let atEnd = try Timeline.sample(elements: [element], interruptAt: forward.duration)
        #expect(atEnd.frames.last == [element.from!])
        let error = InterruptionError(interruptAt: 2, forwardDuration: 0.8)
        #expect(error.description == "the interruption time must lie within the forward timeline, 0...0.8 s, got 2")
    }
}
