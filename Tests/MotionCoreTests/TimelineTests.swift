import Testing
@testable import MotionCore

@Suite("Element motion and timelines (docs/motion.md §5, docs/timeline.md)")
struct TimelineTests {
    static let spring = try! Animation.parse("spring(duration: 0.5, bounce: 0.2)")

    static func randomFrame(_ rng: inout SplitMix64) -> Frame {
        Frame(x: rng.double(-50, 400), y: rng.double(-50, 800), width: rng.double(0, 300), height: rng.double(0, 300),
              cornerRadius: rng.double(0, 30), opacity: rng.double(0, 1))
    }

    static func anchorPoint(_ f: Frame, _ a: UnitPoint) -> (Double, Double) {
        (f.x + a.x * f.width, f.y + a.y * f.height)
    }

    @Test("sample times, duration and the last sample")
    func sampling() throws {
        let elements = [
            ElementMotion(id: "a", from: Frame(x: 0, y: 0, width: 10, height: 10), to: Frame(x: 100, y: 0, width: 10, height: 10),
                          animation: Self.spring),
            ElementMotion(id: "b", from: nil, to: Frame(x: 0, y: 0, width: 5, height: 5), delay: 0.15,
                          animation: try Animation.parse("easeInOut(duration: 0.3)")),
        ]
        let timeline = Timeline.sample(elements: elements, fps: 60)
        let expected = max(Self.spring.settlingDuration, 0.45)
        #expect(abs(timeline.duration - expected) < 1e-12)
        #expect(timeline.fps == 60)
        #expect(timeline.ids == ["a", "b"])
        let frames = timeline.frames
        #expect(frames.count == timeline.times.count)
        for (i, t) in timeline.times.enumerated() {
            #expect(t == Double(i) / 60)
            #expect(frames[i].count == 2)
        }
        let last = try #require(timeline.times.last)
        #expect(last >= timeline.duration - Timeline.timeTolerance)
        #expect(timeline.times[timeline.times.count - 2] < timeline.duration)
        // Exact multiples: 0.5 s at 60 fps ends on sample 30, not 31.
        #expect(Timeline.lastSampleIndex(duration: 0.5, fps: 60) == 30)
        #expect(Timeline.lastSampleIndex(duration: 0.3, fps: 10) == 3)
        #expect(Timeline.lastSampleIndex(duration: 0, fps: 60) == 0)
        #expect(Timeline.sample(elements: [], fps: 30).frames == [[]])
    }

    @Test("a duration off the sample grid by a rounding error adds no sample")
    func roundingErrorAddsNoSample() throws {
        let from = Frame(x: 0, y: 0, width: 10, height: 10), to = Frame(x: 100, y: 0, width: 10, height: 10)
        // 0.45 + 0.4 is 0.8500000000000001 in binary floating point.
        let late = ElementMotion(id: "late", from: from, to: to, delay: 0.45, animation: try Animation.parse("linear(duration: 0.4)"))
        let long = ElementMotion(id: "long", from: from, to: to, animation: try Animation.parse("linear(duration: 1)"))
        let alone = Timeline.sample(elements: [late], fps: 60)
        #expect(alone.duration > 0.85, "the sum really is off the grid: \(alone.duration)")
        #expect(alone.sampleCount == 52, "0.85 s at 60 fps is sample 51, the last")
        #expect(alone.times.last == 51.0 / 60)
        #expect(alone.frames.last == [to])
        #expect(Timeline.sample(elements: [late], fps: 20).sampleCount == 18)
        // Among later elements, it holds its end value exactly on the sample it settles at.
        let both = Timeline.sample(elements: [late, long], fps: 60)
        #expect(both.frame(sample: 51, element: 0) == to)
        #expect(both.frame(sample: 50, element: 0).x < 100)
        // The same tolerance in the interrupted run (additive: its second run also ends on the grid).
        let back = try Timeline.sample(elements: [late], interruptAt: 0.5, fps: 60)
        #expect(back.duration > 1.3 && back.sampleCount == 82, "0.5 + 0.45 + 0.4 ends at sample 81: \(back.duration) \(back.sampleCount)")
        // Directly: within the tolerance counts as on the grid, a real excess does not.
        #expect(Timeline.lastSampleIndex(duration: 0.1 + 0.2, fps: 10) == 3)
        #expect(Timeline.lastSampleIndex(duration: 0.8500000000000001, fps: 60) == 51)
        #expect(Timeline.lastSampleIndex(duration: 0.85 + 1e-6, fps: 60) == 52)
        #expect(Timeline.lastSampleIndex(duration: 0.85 - 1e-6, fps: 60) == 51)
        #expect(Timeline.lastSampleIndex(duration: 1e-12, fps: 60) == 0)
    }

    @Test("first sample holds every from, last sample every to, exactly", arguments: MatchedProperties.allCases)
    func endpointsExact(_ properties: MatchedProperties) throws {
        var rng = SplitMix64(seed: 11)
        let animations = try ["spring(duration: 0.5, bounce: 0.2)", "easeInOut", "bouncy.delay(0.1)",
                              "interpolatingSpring(stiffness: 200, damping: 40, initialVelocity: 3)",
                              "timingCurve(0.3, 0.1, 0.7, 1.4, duration: 0.4).speed(1.5)"].map(Animation.parse)
        for round in 0..<40 {
            let anchor = UnitPoint(x: rng.double(0, 1), y: rng.double(0, 1))
            let elements = (0..<6).map { i in
                ElementMotion(id: "e\(i)", from: Self.randomFrame(&rng), to: Self.randomFrame(&rng), properties: properties,
                              anchor: anchor, delay: rng.bool() ? 0 : rng.double(0, 0.3), animation: animations[(round + i) % animations.count])
            }
            let timeline = Timeline.sample(elements: elements, fps: [24, 30, 60, 120][round % 4])
            let first = try #require(timeline.frames.first)
            let last = try #require(timeline.frames.last)
            for (j, element) in elements.enumerated() {
                #expect(last[j] == element.to!)
                if properties == .frame {
                    #expect(first[j] == element.from!)
                }
                // Settled elements hold their end value from their own settle time on.
                for (i, t) in timeline.times.enumerated() where t >= element.settleTime {
                    #expect(timeline.frame(sample: i, element: j) == element.to!)
                }
            }
        }
    }

    @Test("position keeps the end size; its anchor point moves from A_from to A_to")
    func positionKeepsSize() throws {
        let from = Frame(x: 16, y: 790, width: 44, height: 44, cornerRadius: 6, opacity: 0.5)
        let to = Frame(x: 55, y: 140, width: 280, height: 280, cornerRadius: 12, opacity: 1)
        let element = ElementMotion(id: "art", from: from, to: to, properties: .position, anchor: .topLeading, animation: Self.spring)
        let timeline = Timeline.sample(elements: [element], fps: 60)
        for (i, t) in timeline.times.enumerated() {
            let f = timeline.frame(sample: i, element: 0)
            #expect(f.width == 280 && f.height == 280, "t=\(t)")
            #expect(f.cornerRadius == 12 && f.opacity == 1)
            let p = element.settleTime <= t ? 1 : Self.spring.progress(at: t)
            #expect(abs(f.x - (16 + 39 * p)) < 1e-9)
            #expect(abs(f.y - (790 - 650 * p)) < 1e-9)
        }
        #expect(timeline.frames[0][0].x == 16 && timeline.frames[0][0].y == 790)
    }

    @Test("size keeps the end anchor point fixed while the size interpolates", arguments: [UnitPoint.center, .bottomTrailing, .top])
    func sizeKeepsAnchor(_ anchor: UnitPoint) throws {
        let from = Frame(x: 10, y: 20, width: 40, height: 60, cornerRadius: 4)
        let to = Frame(x: 100, y: 300, width: 200, height: 100, cornerRadius: 20)
        let element = ElementMotion(id: "card", from: from, to: to, properties: .size, anchor: anchor, animation: Self.spring)
        let timeline = Timeline.sample(elements: [element], fps: 120)
        let fixed = Self.anchorPoint(to, anchor)
        var sawOvershoot = false
        for (i, t) in timeline.times.enumerated() {
            let f = timeline.frame(sample: i, element: 0)
            let a = Self.anchorPoint(f, anchor)
            #expect(abs(a.0 - fixed.0) < 1e-9 && abs(a.1 - fixed.1) < 1e-9, "t=\(t)")
            if f.width > 200 { sawOvershoot = true }
        }
        #expect(sawOvershoot, "an underdamped spring overshoots the size")
        #expect(timeline.frames[0][0].width == 40 && timeline.frames[0][0].height == 60)
    }

    @Test("frame interpolates anchor point and size; sizes never go below zero")
    func frameInterpolation() throws {
        let from = Frame(x: 0, y: 0, width: 100, height: 100, cornerRadius: 10, opacity: 1)
        let to = Frame(x: 200, y: 0, width: 2, height: 2, cornerRadius: 0, opacity: 0)
        // A very bouncy spring overshoots past zero size and zero opacity.
        let animation = try Animation.parse("spring(duration: 0.5, bounce: 0.8)")
        let element = ElementMotion(id: "x", from: from, to: to, animation: animation)
        for i in 0...200 {
            let t = Double(i) / 100
            let f = element.frame(at: t)
            #expect(f.width >= 0 && f.height >= 0 && f.cornerRadius >= 0)
            #expect(f.opacity >= 0 && f.opacity <= 1)
            let p = t >= element.settleTime ? 1 : animation.progress(at: t)
            let w = max(0, 100 - 98 * p)
            #expect(abs(f.width - w) < 1e-9)
            #expect(abs((f.x + 0.5 * f.width) - (50 + 151 * p)) < 1e-9, "center moves linearly in p")
        }
        #expect(element.frame(at: -1) == from)
    }

    @Test("one-state elements fade over their own delay")
    func fades() throws {
        let animation = try Animation.parse("easeInOut(duration: 0.3)")
        let appearing = ElementMotion(id: "controls", from: nil, to: Frame(x: 55, y: 500, width: 280, height: 44, opacity: 0.8),
                                      transition: .opacity, delay: 0.15, animation: animation)
        let leaving = ElementMotion(id: "mini", from: Frame(x: 0, y: 780, width: 390, height: 64), to: nil,
                                    transition: .opacity, delay: 0.05, animation: animation)
        let timeline = Timeline.sample(elements: [appearing, leaving], fps: 60)
        var previousIn = -1.0, previousOut = 2.0
        for (i, t) in timeline.times.enumerated() {
            let fadeIn = timeline.frame(sample: i, element: 0), fadeOut = timeline.frame(sample: i, element: 1)
            #expect(fadeIn.x == 55 && fadeIn.width == 280, "frame stays fixed")
            #expect(fadeOut.y == 780 && fadeOut.height == 64)
            if t <= 0.15 { #expect(fadeIn.opacity == 0, "t=\(t)") }
            if t >= 0.45 { #expect(fadeIn.opacity == 0.8, "t=\(t)") }
            if t > 0.15 && t < 0.45 { #expect(fadeIn.opacity > previousIn && fadeIn.opacity > 0 && fadeIn.opacity < 0.8, "t=\(t)") }
            if t <= 0.05 { #expect(fadeOut.opacity == 1) }
            if t >= 0.35 { #expect(fadeOut.opacity == 0) }
            if t > 0.05 && t < 0.35 { #expect(fadeOut.opacity < previousOut && fadeOut.opacity > 0 && fadeOut.opacity < 1, "t=\(t)") }
            previousIn = fadeIn.opacity
            previousOut = fadeOut.opacity
        }
        // The timeline runs until the appearing element is done: 0.15 + 0.3.
        #expect(abs(timeline.duration - 0.45) < 1e-12)
        #expect(timeline.times.count == 28)
    }

    @Test("spring progress is clamped for one-state transitions")
    func clampedProgress() throws {
        let bouncy = try Animation.parse("spring(duration: 0.4, bounce: 0.7)")
        let element = ElementMotion(id: "badge", from: nil, to: Frame(x: 0, y: 0, width: 20, height: 20), transition: .scale, animation: bouncy)
        var reachedFull = false
        for i in 0...200 {
            let f = element.frame(at: Double(i) / 100)
            #expect(f.width <= 20 && f.width >= 0)
            if f.width == 20 { reachedFull = true }
            #expect(abs((f.x + f.width / 2) - 10) < 1e-12, "scales around the center")
        }
        #expect(reachedFull)
        #expect(element.frame(at: 0).width == 0)
    }

    @Test("scale, move(edge) and none transitions")
    func transitions() throws {
        let animation = try Animation.parse("linear(duration: 1)")
        let frame = Frame(x: 100, y: 200, width: 50, height: 40, cornerRadius: 8)
        let canvas = (width: 390.0, height: 844.0)

        let scaleIn = ElementMotion(id: "s", from: nil, to: frame, transition: .scale, animation: animation)
        let half = scaleIn.frame(at: 0.5, canvas: canvas)
        #expect(half == Frame(x: 112.5, y: 210, width: 25, height: 20, cornerRadius: 4))

        let cases: [(Edge, Frame)] = [
            (.bottom, Frame(x: 100, y: 844, width: 50, height: 40, cornerRadius: 8)),
            (.top, Frame(x: 100, y: -40, width: 50, height: 40, cornerRadius: 8)),
            (.leading, Frame(x: -50, y: 200, width: 50, height: 40, cornerRadius: 8)),
            (.trailing, Frame(x: 390, y: 200, width: 50, height: 40, cornerRadius: 8)),
        ]
        for (edge, outside) in cases {
            let moveIn = ElementMotion(id: "m", from: nil, to: frame, transition: .move(edge), animation: animation)
            #expect(moveIn.frame(at: 0, canvas: canvas) == outside, "\(edge) starts just beyond the canvas edge")
            #expect(moveIn.frame(at: 1, canvas: canvas) == frame)
            let mid = moveIn.frame(at: 0.5, canvas: canvas)
            #expect(abs(mid.x - (frame.x + outside.x) / 2) < 1e-9 && abs(mid.y - (frame.y + outside.y) / 2) < 1e-9)
            let moveOut = ElementMotion(id: "m", from: frame, to: nil, transition: .move(edge), animation: animation)
            #expect(moveOut.frame(at: 0, canvas: canvas) == frame)
            #expect(moveOut.frame(at: 1, canvas: canvas) == outside, "\(edge) leaves to just beyond the edge")
        }

        let switchIn = ElementMotion(id: "n", from: nil, to: frame, transition: .none, delay: 0.25, animation: animation)
        #expect(switchIn.frame(at: 0.2499).opacity == 0)
        #expect(switchIn.frame(at: 0.25) == frame)
        #expect(switchIn.frame(at: 0.6) == frame)
        let switchOut = ElementMotion(id: "n", from: frame, to: nil, transition: .none, delay: 0.25, animation: animation)
        #expect(switchOut.frame(at: 0.2499) == frame)
        #expect(switchOut.frame(at: 0.25).opacity == 0)
        // Leaving elements end in their final faded state.
        let fadeOut = ElementMotion(id: "f", from: frame, to: nil, animation: animation)
        var faded = frame
        faded.opacity = 0
        #expect(Timeline.sample(elements: [fadeOut], fps: 30).frames.last == [faded])
        #expect(fadeOut.endFrame() == faded)
        let absent = ElementMotion(id: "ghost", from: nil, to: nil, animation: animation)
        #expect(absent.frame(at: 0.5).opacity == 0)
    }

    @Test("delay/speed order composes on the timeline as docs/motion.md §4")
    func modifierOrderOnTimeline() throws {
        let from = Frame(x: 0, y: 0, width: 10, height: 10)
        let to = Frame(x: 100, y: 0, width: 10, height: 10)
        let a = ElementMotion(id: "a", from: from, to: to, animation: try Animation.parse("linear(duration: 1).delay(0.5).speed(2)"))
        let b = ElementMotion(id: "b", from: from, to: to, animation: try Animation.parse("linear(duration: 1).speed(2).delay(0.5)"))
        let timeline = Timeline.sample(elements: [a, b], fps: 20)
        // a: x = 100 * clamp(2t - 0.5); b: x = 100 * clamp((t - 0.5) * 2).
        for (i, t) in timeline.times.enumerated() {
            let xa = 100 * min(1, max(0, 2 * t - 0.5))
            let xb = 100 * min(1, max(0, (t - 0.5) * 2))
            #expect(abs(timeline.frame(sample: i, element: 0).x - xa) < 1e-9, "t=\(t)")
            #expect(abs(timeline.frame(sample: i, element: 1).x - xb) < 1e-9, "t=\(t)")
        }
        #expect(abs(a.settleTime - 0.75) < 1e-12)
        #expect(abs(b.settleTime - 1.0) < 1e-12)
        #expect(abs(timeline.duration - 1.0) < 1e-12)
        #expect(timeline.times.count == 21)
    }

    @Test("an undamped spring is capped at maxDuration and still ends exactly")
    func undampedCap() throws {
        let element = ElementMotion(id: "u", from: Frame(x: 0, y: 0, width: 1, height: 1), to: Frame(x: 10, y: 0, width: 1, height: 1),
                                    animation: try Animation.parse("spring(duration: 0.5, bounce: 1)"))
        #expect(element.settleTime == .infinity)
        let timeline = Timeline.sample(elements: [element], fps: 10, maxDuration: 2)
        #expect(timeline.duration == 2)
        #expect(timeline.times.count == 21)
        #expect(timeline.frames.last == [element.to!])
    }

    @Test("one buffer of samples: its rows, frame(sample:element:) and the row-by-row initializer agree")
    func storage() throws {
        var rng = SplitMix64(seed: 11)
        let elements: [ElementMotion] = (0..<5).map { (j: Int) -> ElementMotion in
            let from: Frame? = j == 3 ? nil : Self.randomFrame(&rng)
            let to: Frame? = j == 4 ? nil : Self.randomFrame(&rng)
            return ElementMotion(id: "e\(j)", from: from, to: to, transition: .scale, delay: Double(j) * 0.05, animation: Self.spring)
        }
        let forward = Timeline.sample(elements: elements, fps: 60)
        for timeline in [forward, try Timeline.sample(elements: elements, interruptAt: 0.2, fps: 60)] {
            let rows = timeline.frames
            #expect(rows.count == timeline.sampleCount)
            #expect(timeline.sampledFrames.count == timeline.sampleCount * elements.count)
            for (i, row) in rows.enumerated() {
                #expect(row == elements.indices.map { timeline.frame(sample: i, element: $0) })
            }
            let rebuilt = Timeline(fps: timeline.fps, duration: timeline.duration, times: timeline.times, frames: rows,
                                   ids: timeline.ids, interruptAt: timeline.interruptAt)
            #expect(rebuilt == timeline)
        }
        // Sample i, element j is element j's own frame at times[i].
        for (t, row) in zip(forward.times, forward.frames) {
            #expect(row == elements.map { $0.frame(at: t) })
        }
        let empty = Timeline.sample(elements: [], fps: 60)
        #expect(empty.frames == [[]] && empty.sampledFrames.isEmpty)
    }

    @Test("unit points and transitions read and print their keywords")
    func keywords() {
        #expect(UnitPoint.keyword(named: "bottomTrailing") == UnitPoint(x: 1, y: 1))
        #expect(UnitPoint.keyword(named: ".top") == UnitPoint(x: 0.5, y: 0))
        #expect(UnitPoint.keyword(named: "middle") == nil)
        #expect(UnitPoint(x: 0, y: 0.5).keyword == "leading")
        #expect(UnitPoint(x: 0.3, y: 0.5).keyword == nil)
        for (name, point) in UnitPoint.keywords { #expect(UnitPoint.keyword(named: name) == point && point.keyword == name) }
        #expect(OneStateTransition(source: "move(edge: bottom)") == .move(.bottom))
        #expect(OneStateTransition(source: ".move(edge: .leading)") == .move(.leading))
        #expect(OneStateTransition(source: "none") == OneStateTransition.none)
        #expect(OneStateTransition(source: "slide") == nil)
        for t in [OneStateTransition.opacity, .scale, .move(.top), .none] { #expect(OneStateTransition(source: t.source) == t) }
        #expect(Frame(x: 1.23456, y: -0.00001, width: 2, height: 3, cornerRadius: 0.99995, opacity: 1).rounded()
                == Frame(x: 1.2346, y: 0, width: 2, height: 3, cornerRadius: 1, opacity: 1))
    }
}
