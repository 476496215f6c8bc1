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

    /// Coinciding curves are drawn side by side, 3 points apart, and named together: in
    /// the golden seed artwork, title and playPause share one curve, artist, backward and
    /// forward another (a later line used to hide the earlier ones).
    @Test func coincidingCurvesLieSideBySide() throws {
        let spec = try Repo.seed("music.mini-player")
        let plot = ProgressPlot(timeline: coreTimeline(spec), roles: spec.elements.map(\.role))
        #expect(CoincidenceGroups(plot.series.map(\.values)).bundles == [[0, 1, 2], [3, 4, 5]])
        let layout = plot.layout(x: 0, y: 0, width: 900, height: 230, markers: [])
        #expect(layout.offsets == [-3, 0, 3, -3, 0, 3])
        let g = layout.geometry
        for bundle in [[0, 1, 2], [3, 4, 5]] {
            for (a, b) in [(bundle[0], bundle[1]), (bundle[1], bundle[2]), (bundle[0], bundle[2])] {
                // Apart by their offsets at every point away from the plot's side edges.
                for (p, q) in zip(layout.lines[a], layout.lines[b]) where p.x > g.left + 6 && p.x < g.right - 6 {
                    let distance = ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
                    #expect(abs(distance - abs(layout.offsets[a] - layout.offsets[b])) < 1e-6)
                }
            }
        }
        // The middle line of each bundle is the curve itself.
        let curve = zip(plot.times, plot.series[1].values).map { (x: g.x($0), y: g.y($1)) }
        #expect(zip(layout.lines[1], curve).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
        // Each bundle is named next to it.
        #expect(layout.bundleLabels.map(\.text) == ["artwork, title, playPause", "artist, backward, forward"])
        // A curve of its own is not moved.
        let apart = ProgressPlot(times: [0, 0.1, 0.2], series: [[0, 0.5, 1], [0, 0.6, 1]].enumerated().map {
            ProgressPlot.Series(id: "e\($0.offset)", role: .content, dash: "", values: $0.element, isStatic: false)
        })
        #expect(apart.layout(x: 0, y: 0, width: 600, height: 230, markers: []).offsets == [0, 0])
    }

    /// However many curves coincide, their bundle stays within 12 points.
    @Test func largeBundlesStayNarrow() {
        let values = [0, 0.4, 0.9, 1.0]
        let plot = ProgressPlot(times: [0, 0.1, 0.2, 0.3], series: (0..<40).map {
            ProgressPlot.Series(id: "e\($0)", role: .content, dash: "", values: values, isStatic: false)
        })
        let offsets = plot.layout(x: 0, y: 0, width: 600, height: 230, markers: []).offsets
        #expect(Set(offsets).count == 40)
        #expect((offsets.max() ?? 0) - (offsets.min() ?? 0) <= ProgressPlot.bundleMaxSpread + 1e-9)
    }

    /// No label of the chart covers another, and each lies inside the chart: for every
    /// seed, in the filmstrip's chart with its moments marked, in the player's narrower
    /// one, and with a marker at every sample (most numbers then find no free place).
    @Test(arguments: Repo.seedNames + ["hostile"])
    func chartLabelsNeverOverlap(seed: String) throws {
        let spec = seed == "hostile" ? try Repo.hostile() : try Repo.seed(seed)
        let timeline = coreTimeline(spec)
        let plot = ProgressPlot(timeline: timeline, roles: spec.elements.map(\.role))
        let moments = try PreviewModel(spec: spec, options: PreviewOptions()).momentIndices.map { timeline.times[$0] }
        for (width, markers) in [(1100.0, moments), (540.0, []), (540.0, timeline.times)] {
            let layout = plot.layout(x: 10, y: 20, width: width, height: 230, markers: markers)
            let chart = Box(x: 10, y: 20, width: width, height: 230)
            let labels = layout.labels
            for (k, label) in labels.enumerated() {
                #expect(chart.contains(label.box), "\(seed): \(label.text) leaves the chart")
                #expect(label.box.width >= TextMetrics.width(label.text, fontSize: label.fontSize))
                for other in labels[(k + 1)...] {
                    #expect(!label.box.intersects(other.box), "\(seed) width \(width): \(label.text) overlaps \(other.text)")
                }
            }
            if markers.count <= 6 { #expect(layout.markerLabels.allSatisfy { $0 != nil }, "\(seed): a moment lost its number") }
            if seed != "hostile" && width > 1000 {
                let bundles = CoincidenceGroups(plot.series.map(\.values)).bundles
                #expect(layout.bundleLabels.count == min(bundles.count, ProgressPlot.bundleLabelLimit), "\(seed): a bundle is unnamed")
            }
        }
    }

    /// Legend columns are as wide as their longest entry, so long ids never run into the next column.
    @Test func legendEntriesFitTheirColumns() throws {
        let spec = try Repo.hostile()
        let plot = ProgressPlot(timeline: coreTimeline(spec), roles: spec.elements.map(\.role))
        let legend = plot.legend(x: 0, y: 0, width: 1000)
        let xs = XMLReader("<svg>" + legend.svg + "</svg>").attributes.compactMap { $0["x1"].flatMap(Double.init) }
        let columns = Set(xs).sorted()
        let widest = plot.legendEntries().map(\.width).max() ?? 0
        for (a, b) in zip(columns, columns.dropFirst()) {
            #expect(b - a >= widest, "columns \(a) and \(b) are closer than the widest entry, \(widest)")
        }
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
