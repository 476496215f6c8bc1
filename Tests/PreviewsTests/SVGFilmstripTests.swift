import Foundation
import GoldenFiles
import MotionCore
import SpecModel
import Testing
@testable import Previews
import TestThreads

@Suite(.waitsOnProcesses) struct SVGFilmstripTests {
    static let goldenSeed = "music.mini-player"

    /// Every bundled spec gives well-formed XML: a standalone SVG 1.1 document.
    @Test(arguments: Repo.seedNames)
    func isWellFormedSVG(seed: String) throws {
        let document = try svg(try Repo.seed(seed))
        let reader = XMLReader(document)
        #expect(reader.error == nil, "\(seed): \(String(describing: reader.error))")
        #expect(reader.elements.first == "svg")
        #expect(reader.attributes.first?["xmlns"] == "http://www.w3.org/2000/svg" || document.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        #expect(document.hasSuffix("</svg>\n"))
        // Static and self-contained: no script, no style sheet, no external reference.
        let withoutNamespace = document.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for forbidden in ["http:", "https:", "href", "<script", "<style", "<image", "<foreignObject", "@import"] {
            #expect(!withoutNamespace.contains(forbidden), "\(seed): the SVG contains \(forbidden)")
        }
    }

    /// `xmllint --noout` accepts every filmstrip too.
    @Test func xmllintAcceptsEveryFilmstrip() throws {
        let xmllint = try #require(findExecutable(["xmllint"]), "xmllint is missing: install it with `apt-get install libxml2-utils`")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for seed in Repo.seedNames + ["hostile"] {
            let spec = seed == "hostile" ? try Repo.hostile() : try Repo.seed(seed)
            let file = directory.appendingPathComponent("\(seed).svg")
            try Data(try svg(spec).utf8).write(to: file)
            files.append(file.path)
        }
        #expect(files.count == Repo.seedNames.count + 1 && Repo.seedNames.count >= 10)
        let result = try run(xmllint, ["--noout"] + files)
        #expect(result.status == 0, "xmllint: \(result.stderr)")
    }

    /// librsvg renders every bundled spec's filmstrip to a non-empty PNG.
    @Test(arguments: Repo.seedNames)
    func rendersWithLibrsvg(seed: String) throws {
        let rsvg = try #require(findExecutable(["rsvg-convert"]), "rsvg-convert is missing: install it with `apt-get install librsvg2-bin`")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("\(seed).svg"), output = directory.appendingPathComponent("\(seed).png")
        let document = try svg(try Repo.seed(seed))
        try Data(document.utf8).write(to: input)
        let result = try run(rsvg, ["-o", output.path, input.path], timeout: 60)
        #expect(result.status == 0, "rsvg-convert failed: \(result.stderr)")
        #expect(result.stderr.isEmpty, "rsvg-convert warned: \(result.stderr)")
        let png = try Data(contentsOf: output)
        let size = try #require(pngSize(png), "rsvg-convert did not write a PNG")
        // Drawn at the document's size.
        let width = try #require(XMLReader(document).attributes.first?["width"].flatMap(Double.init))
        #expect(size.width == Int(width.rounded(.up)) || size.width == Int(width))
        #expect(png.count > 10_000)
    }

    /// Both previews draw from the core's timeline for the spec, unchanged.
    @Test(arguments: Repo.seedNames)
    func drawsFromTheCoresTimeline(seed: String) throws {
        let spec = try Repo.seed(seed)
        for fps in [60, 24] {
            let model = try PreviewModel(spec: spec, options: PreviewOptions(fps: fps))
            #expect(model.timeline == coreTimeline(spec, fps: fps))
            #expect(model.canvas == (spec.canvas?.width ?? 390, spec.canvas?.height ?? 844))
        }
    }

    @Test(arguments: Repo.seedNames)
    func isDeterministic(seed: String) throws {
        let spec = try Repo.seed(seed)
        #expect(try svg(spec) == svg(spec))
    }

    /// The moments: samples spaced by progress, the first at t = 0, the last the
    /// settled end, each captioned with its time and drawn from that sample's frames.
    @Test(arguments: [2, 6, 9])
    func showsMomentsOfTheTimeline(moments: Int) throws {
        let spec = try Repo.seed("music.now-playing")
        let timeline = coreTimeline(spec)
        let document = try svg(spec, PreviewOptions(moments: moments))
        let indices = try PreviewModel(spec: spec, options: PreviewOptions(moments: moments)).momentIndices
        #expect(indices.count == moments)
        #expect(indices.first == 0)
        #expect(indices.last == timeline.sampleCount - 1)
        #expect(zip(indices.dropFirst(), indices).allSatisfy { $0 > $1 })
        let reader = XMLReader(document)
        let captions = reader.texts.filter { $0.contains(" · t = ") }
        #expect(captions == indices.enumerated().map { "\($0.offset + 1) · t = \(Markup.seconds(timeline.times[$0.element]))" })
        #expect(reader.elements.filter { $0 == "clipPath" }.count == moments)
        #expect(reader.elements.filter { $0 == "polyline" }.count == spec.elements.count)
    }

    /// The panels as drawn: each element's box (scaled, rounded as the SVG writes it) and opacity.
    static func drawn(_ timeline: Timeline, sample: Int, scale: Double) -> [[Double]] {
        timeline.frames(atSample: sample).map { f in
            [f.x * scale, f.y * scale, f.width * scale, f.height * scale, f.cornerRadius * scale].map { Frame.round($0, places: 2) }
                + [Frame.round(f.opacity, places: 3)]
        }
    }

    /// Spaced by progress, not time: no panel repeats the one before it (a spring's settling
    /// tail got several identical panels when they were spaced evenly in time), for every
    /// seed forward and interrupted, at several frame rates.
    @Test(arguments: Repo.seedNames)
    func noTwoConsecutiveMomentsLookAlike(seed: String) throws {
        let spec = try Repo.seed(seed)
        let scale = SVGFilmstrip.scale(canvas: (spec.canvas?.width ?? 390, spec.canvas?.height ?? 844))
        let forward = try spec.timeline(fps: 60).duration
        // Interrupted at 40% of the forward run, when every seed is on its way.
        for (fps, interruptAt) in [(60, nil), (24, nil), (120, nil), (60, 0.4 * forward)] as [(Int, Double?)] {
            for moments in [6, 12] {
                let model = try PreviewModel(spec: spec, options: PreviewOptions(fps: fps, moments: moments, interruptAt: interruptAt))
                let timeline = model.timeline, indices = model.momentIndices
                #expect(indices.count >= min(moments, 4), "\(seed) at \(fps) fps: only \(indices.count) moments")
                for (a, b) in zip(indices, indices.dropFirst()) {
                    #expect(Self.drawn(timeline, sample: a, scale: scale) != Self.drawn(timeline, sample: b, scale: scale),
                            "\(seed) at \(fps) fps, T \(String(describing: interruptAt)): samples \(a) and \(b) look alike")
                }
            }
        }
    }

    /// Evenly spaced in time the golden seed's last three panels were identical; spaced by
    /// progress, its moments crowd where it moves and none falls in the settled tail.
    @Test func momentsCrowdWhereTheTransitionMoves() throws {
        let model = try PreviewModel(spec: try Repo.seed("music.mini-player"), options: PreviewOptions())
        let timeline = model.timeline, indices = model.momentIndices
        #expect(indices.count == 6)
        // The fifth moment is well before the end: the last 40% of the timeline barely moves.
        #expect(Double(indices[4]) < 0.6 * Double(timeline.sampleCount - 1), "\(indices)")
        // A transition where nothing moves shows one panel.
        let frame = "{x: 10, y: 10, width: 50, height: 50}"
        let still = try specFromYAML("{name: test.still, namespace: ns, from: a, to: b, elements: [{id: still, from: \(frame), to: \(frame)}]}")
        let stillModel = try PreviewModel(spec: still, options: PreviewOptions())
        #expect(stillModel.momentIndices == [stillModel.timeline.sampleCount - 1])
        #expect(XMLReader(try svg(still)).elements.filter { $0 == "clipPath" }.count == 1)
    }

    /// In every panel of every seed (and the hostile fixture), no two labels overlap and
    /// each lies inside its panel; the SVG writes exactly those labels.
    @Test(arguments: Repo.seedNames + ["hostile"])
    func panelLabelsNeverOverlap(seed: String) throws {
        let spec = seed == "hostile" ? try Repo.hostile() : try Repo.seed(seed)
        let model = try PreviewModel(spec: spec, options: PreviewOptions())
        let scale = SVGFilmstrip.scale(canvas: model.canvas)
        let panel = Box(x: 0, y: 0, width: model.canvas.width * scale, height: model.canvas.height * scale)
        let indices = model.momentIndices
        var written = 0
        for index in indices {
            let frames = Array(model.timeline.frames(atSample: index))
            let boxes = frames.map { SVGFilmstrip.box(of: $0, originX: 0, originY: 0, scale: scale) }
            let labels = SVGFilmstrip.panelLabels(ids: model.timeline.ids, boxes: boxes, opacities: frames.map(\.opacity), panel: panel)
            for (k, label) in labels.enumerated() {
                #expect(panel.contains(label.box), "\(seed) sample \(index): \(label.text) leaves the panel")
                #expect(label.box.width >= TextMetrics.width(label.text, fontSize: SVGFilmstrip.labelFontSize))
                for other in labels[(k + 1)...] {
                    #expect(!label.box.intersects(other.box), "\(seed) sample \(index): \(label.text) overlaps \(other.text)")
                }
            }
            // Every visible element large enough is named, here or (at worst) shortened.
            let visible = frames.indices.filter { frames[$0].opacity >= SVGFilmstrip.labelMinimumOpacity && boxes[$0].width >= 1 && boxes[$0].height >= 1 && boxes[$0].intersects(panel) }
            if seed != "hostile" {
                #expect(Set(labels.map(\.owner)) == Set(visible), "\(seed) sample \(index): unlabelled \(Set(visible).subtracting(labels.map(\.owner)))")
            }
            written += labels.count
        }
        // Each label is written twice (halo and text).
        let reader = XMLReader(try svg(spec))
        let labelTexts = reader.texts.filter { text in spec.elements.contains { [ProgressPlot.shortened($0.id, to: SVGFilmstrip.labelLimit), ProgressPlot.shortened($0.id, to: 8)].contains(text) } }
        #expect(labelTexts.count >= 2 * written)
    }

    /// Each panel's boxes are the sample's frames, scaled: the last panel has every
    /// element at its `to` frame.
    @Test func lastPanelShowsTheToFrames() throws {
        let spec = try Repo.seed("music.mini-player")
        let document = try svg(spec)
        let reader = XMLReader(document)
        let panelRects = reader.attributes.filter { $0["fill-opacity"] != nil && $0["stroke"] != nil }
        #expect(panelRects.count == 6 * spec.elements.count)
        let canvasWidth = spec.canvas?.width ?? 390
        let scale = SVGFilmstrip.scale(canvas: (canvasWidth, spec.canvas?.height ?? 844))
        let panelX = SVGFilmstrip.margin + 5 * (canvasWidth * scale + SVGFilmstrip.gap)
        for (j, element) in spec.elements.enumerated() {
            let to = try #require(element.to)
            let rect = panelRects[5 * spec.elements.count + j]
            #expect(abs((Double(rect["x"] ?? "") ?? .nan) - (panelX + to.x * scale)) < 0.01)
            #expect(abs((Double(rect["width"] ?? "") ?? .nan) - to.width * scale) < 0.01)
        }
    }

    /// The hostile fixture: well-formed, no element that the filmstrip does not write,
    /// and its free text reads back as itself.
    @Test func hostileTextStaysText() throws {
        let spec = try Repo.hostile()
        let document = try svg(spec)
        let reader = XMLReader(document)
        #expect(reader.error == nil)
        let allowed: Set<String> = ["svg", "title", "desc", "rect", "text", "tspan", "defs", "clipPath", "g", "line", "polyline"]
        #expect(Set(reader.elements).subtracting(allowed).isEmpty)
        #expect(reader.text["title"]?.hasPrefix(spec.title ?? "") == true)
        // Labels (each drawn twice: halo and text), shortened to one line.
        let labels = spec.elements.map { ProgressPlot.shortened($0.id, to: SVGFilmstrip.labelLimit) }
        for label in labels where !label.contains("\n") {
            #expect(reader.texts.filter { $0 == label }.count.isMultiple(of: 2), "label \(label)")
        }
        #expect(labels.contains { label in reader.texts.contains(label) })
        // Full ids in the plot lines' tooltips.
        for element in spec.elements {
            #expect(document.contains("<title>\(XMLEscaping.text(element.id))</title>"))
        }
    }

    /// Byte for byte against `Golden/music.mini-player.svg`; `Tests/update-goldens.sh` rewrites it.
    @Test func matchesGoldenFile() throws {
        let output = try svg(try Repo.seed(Self.goldenSeed))
        let file = Repo.golden.appendingPathComponent("\(Self.goldenSeed).svg")
        if let problem = GoldenFile.problem(output, file: file) { Issue.record(Comment(rawValue: problem)) }
    }
}
