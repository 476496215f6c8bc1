import Foundation
import MotionCore
import SpecModel
import Testing
@testable import Previews

@Suite struct ProgressPlotTests {
    /// For a matched element the plotted progress is the core's own progress
    /// `p(t - delay)`, read back from the frames (until the element settles, where the
    /// timeline holds the end value: 1).
    @Test(arguments: ["music.now-playing", "profile.avatar-zoom", "tabs.indicator", "photos.push-across-navigation", "tags.chip-swap"])
    func matchedProgressIsTheCoresProgress(seed: String) throws {
        let spec = try Repo.seed(seed)
        let timeline = coreTimeline(spec)
        let plot = ProgressPlot(timeline: timeline, roles: spec.elements.map(\.role))
        for (j, element) in spec.elements.enumerated() where element.isMatched {
            let series = plot.series[j]
            guard !series.isStatic else { continue }
            let animation = element.animation ?? spec.animation ?? .default
            let evaluator = AnimationEvaluator(animation, delay: element.delay)
            let settle = evaluator.settlingDuration
            for (i, t) in timeline.times.enumerated() {
                let expected = t >= settle || i == timeline.sampleCount - 1 ? 1 : evaluator.progress(at: t)
                #expect(abs(series.values[i] - expected) < 1e-9, "\(seed) \(element.id) at \(t)")
            }
        }
    }

    /// A bouncy spring overshoots: the plot shows values above 1 and makes room for them.
    @Test func overshootIsVisible() throws {
        let spec = try Repo.seed("music.now-playing")
        let plot = ProgressPlot(timeline: coreTimeline(spec), roles: spec.elements.map(\.role))
        let peak = plot.series.flatMap(\.values).max() ?? 0
        #expect(peak > 1.01)
        #expect(plot.upper > peak)
        #expect(plot.lower < 0)
    }

    /// A delayed element stays at 0 until its delay has passed; a one-state element's
    /// progress is its clamped transition progress, from 0 to 1.
    @Test func delaysAreFlatStarts() throws {
        let spec = try Repo.seed("music.mini-player")
        let timeline = coreTimeline(spec)
        let plot = ProgressPlot(timeline: timeline, roles: spec.elements.map(\.role))
        let artist = try #require(plot.series.first { $0.id == "artist" })
        try #require(artist.values.count == timeline.times.count && !artist.values.isEmpty)
        for (t, value) in zip(timeline.times, artist.values) {
            if t <= 0.15 { #expect(value == 0) }
            #expect((0...1).contains(value))
        }
        #expect(artist.values.last == 1)
        #expect(artist.values.contains { $0 > 0 && $0 < 1 })
        #expect(!artist.isStatic)
    }

    /// A `none` transition is a step; an element that never changes is static at 1.
    @Test func stepsAndStaticElements() throws {
        let spec = try specFromYAML("""
            name: test.plot
            namespace: ns
            from: a
            to: b
            animation: "easeInOut(duration: 0.3)"
            elements:
              - id: still
                from: { x: 10, y: 10, width: 50, height: 50 }
                to: { x: 10, y: 10, width: 50, height: 50 }
              - id: snap
                to: { x: 100, y: 100, width: 20, height: 20 }
                transition: none
                delay: 0.1
            """)
        let timeline = coreTimeline(spec)
        let plot = ProgressPlot(timeline: timeline, roles: spec.elements.map(\.role))
        #expect(plot.series[0].isStatic)
        #expect(plot.series[0].values.allSatisfy { $0 == 1 })
        let snap = plot.series[1]
        #expect(Set(snap.values) == [0, 1])
        let firstOne = try #require(snap.values.firstIndex(of: 1))
        #expect(abs(timeline.times[firstOne] - 0.1) < 1.0 / 60 + 1e-9)
        #expect(snap.values[firstOne...].allSatisfy { $0 == 1 })
    }

    /// Elements sharing a role get different dash patterns.
    @Test func sameRoleElementsAreToldApart() throws {
        let spec = try Repo.seed("music.mini-player")
        let plot = ProgressPlot(timeline: coreTimeline(spec), roles: spec.elements.map(\.role))
        let controls = plot.series.filter { $0.role == .control }
        #expect(controls.count == 3)
        #expect(Set(controls.map(\.dash)).count == 3)
    }

    /// Coinciding curves are layered: each is wider than the later ones on top of it.
    @Test func coincidingCurvesStayVisible() throws {
        let spec = try Repo.seed("music.mini-player")
        let plot = ProgressPlot(timeline: coreTimeline(spec), roles: spec.elements.map(\.role))
        // artwork, title, playPause share one curve; artist, backward, forward another.
        #expect(plot.strokeWidths() == [6, 4, 2, 6, 4, 2])
        let spread = try Repo.seed("music.now-playing")
        let other = ProgressPlot(timeline: coreTimeline(spread), roles: spread.elements.map(\.role))
        #expect(other.strokeWidths().last == 2)
    }

    @Test func timeStepsAndLabels() {
        #expect(ProgressPlot.timeStep(for: 0.35) == 0.05)
        #expect(ProgressPlot.timeStep(for: 0.75) == 0.1)
        #expect(ProgressPlot.timeStep(for: 60) == 10)
        #expect(ProgressPlot.shortened("line\nbreak", to: 20) == "line⏎break")
        #expect(ProgressPlot.shortened("abcdefghij", to: 5) == "abcd…")
        #expect(Markup.seconds(0.7378) == "0.738 s")
        #expect(Markup.seconds(12.5) == "12.500 s")
        #expect(Markup.seconds(0) == "0.000 s")
    }
}
