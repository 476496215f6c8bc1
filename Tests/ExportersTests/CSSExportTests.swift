import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters
import TestThreads

/// Serialized: each browser case starts its own Chromium, and a starved one can time out
/// the view transition on a busy two-core machine.
@Suite(.serialized, .waitsOnProcesses) struct CSSExportTests {
    /// A `linear()` easing read back as (fraction, progress) stops.
    static func stops(of easing: String) throws -> [(fraction: Double, value: Double)] {
        let inner = try #require(easing.hasPrefix("linear(") ? easing.dropFirst(7).dropLast() : nil)
        let parts = inner.split(separator: ",").map { $0.split(separator: " ") }
        return try parts.enumerated().map { index, part in
            let value = try #require(Double(part[0]))
            if part.count > 1 { return (try #require(Double(part[1].dropLast())) / 100, value) }
            return (index == 0 ? 0 : 1, value)
        }
    }

    /// The polyline of a `linear()` easing at `fraction`.
    static func evaluate(_ stops: [(fraction: Double, value: Double)], at fraction: Double) -> Double {
        guard let upper = stops.firstIndex(where: { $0.fraction >= fraction }), upper > 0 else { return stops[0].value }
        let a = stops[upper - 1], b = stops[upper]
        return b.fraction == a.fraction ? b.value : a.value + (b.value - a.value) * (fraction - a.fraction) / (b.fraction - a.fraction)
    }

    /// Springs become `linear()` easings that stay within 0.5% of the core's progress
    /// everywhere (checked at 20,000 points, against the core, not against the stops).
    @Test(arguments: ["smooth(duration: 0.4)", "bouncy", "spring(duration: 0.5, bounce: 0.2)", "snappy.speed(0.5)",
                      "interpolatingSpring(mass: 1, stiffness: 300, damping: 5)", "spring(duration: 0.6, bounce: -0.4)", "default"])
    func springEasingFollowsTheCore(expression: String) throws {
        let timing = PlatformTiming(animation: try Animation.parse(expression), delay: 0.1)
        for clamped in [false, true] {
            let stops = try Self.stops(of: CSSExporter.linearEasing(timing, clamped: clamped))
            #expect(stops.first?.value == 0 && stops.last?.value == 1)
            #expect(stops.count < 600, "\(stops.count) stops")
            var worst = 0.0
            for i in 0...20_000 {
                let fraction = Double(i) / 20_000
                var core = timing.progress(afterStart: fraction * timing.settlingDuration)
                if clamped { core = min(1, max(0, core)) }
                worst = max(worst, abs(Self.evaluate(stops, at: fraction) - core))
            }
            #expect(worst <= 0.005, "\(expression): \(worst)")
            // Where the core settles it snaps the last 0.1% (its settling epsilon) to the
            // end value, as the timeline does; elsewhere the polyline keeps to linearTolerance.
            #expect(worst <= max(CSSExporter.linearTolerance, Animation.settlingEpsilon) + 1e-6, "\(expression): \(worst)")
            print("css linear() \(expression)\(clamped ? " clamped" : ""): \(stops.count) stops, worst progress deviation \(worst)")
        }
    }

    @Test func namesAreCSSIdentifiersAndDistinct() {
        #expect(Escaping.cssIdentifier("artwork") == "artwork")
        #expect(Escaping.cssIdentifier("play-pause") == "play-pause")
        #expect(Escaping.cssIdentifier("a_b") == "a_5F_b")
        #expect(Escaping.cssIdentifier("a b") == "a_20_b")
        #expect(Escaping.cssIdentifier("1st") == "_1st")
        #expect(Escaping.cssIdentifier("none") == "_none")
        #expect(Escaping.cssIdentifier("") == "_")
        let hostile = ["art\"work\\(evil)*/", "/* x */", "a_20_b", "a b", "🎵"]
        let names = hostile.map(Escaping.cssIdentifier)
        #expect(Set(names).count == names.count)
        for name in names { #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }, "\(name)") }
    }

    /// Run in the page: toggles, pauses every animation, seeks them all to each of `ms`
    /// and reads every named group's box and every one-state image's opacity.
    static func probe(ms: [Double]) -> String {
        """
        (async () => {
          const vt = window.herocatToggle(); await vt.ready;
          const anims = document.getAnimations(); anims.forEach(a => a.pause());
          const names = document.documentElement.dataset.herocatNames.trim().split(/\\s+/).filter(p => p).map(p => p.split("=").pop());
          const result = { groups: {}, images: {}, animations: anims.length };
          const style = (pseudo) => getComputedStyle(document.documentElement, pseudo);
          for (const t of \(ms)) {
            anims.forEach(a => a.currentTime = t);
            for (const name of names) {
              const cs = style("::view-transition-group(" + name + ")"), m = new DOMMatrix(cs.transform);
              (result.groups[name] = result.groups[name] || []).push([m.e, m.f, parseFloat(cs.width), parseFloat(cs.height)]);
            }
            for (const el of document.querySelectorAll(".el")) {
              const name = getComputedStyle(el).viewTransitionName;
              if (names.includes(name)) continue;
              const rows = (result.images[name] = result.images[name] || []);
              rows.push([parseFloat(style("::view-transition-new(" + name + ")").opacity), parseFloat(style("::view-transition-old(" + name + ")").opacity)]);
            }
          }
          return JSON.stringify(result);
        })()
        """
    }

    struct Readback: Decodable {
        var groups: [String: [[Double]]]?
        var images: [String: [[Double?]]]?
        var animations: Int?
        var error: String?
    }

    /// The largest distance (pt) between a group box and the core's frame, and between a
    /// fading image's opacity and the core's, over 11 sampled times in Chromium.
    static func deviations(_ spec: TransitionSpec, edit: (String) -> String = { $0 }) throws -> (box: Double, opacity: Double) {
        let timeline = try spec.timeline(fps: 60)
        let last = timeline.sampleCount - 1
        let samples = Array(Set((0...10).map { last * $0 / 10 })).sorted()
        let page = edit(try Exporter.css.export(spec, ExportOptions()))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("page.html")
        let ms = samples.map { timeline.times[$0] * 1000 }
        try Data(page.utf8).write(to: file)
        _ = try Chromium.find(findExecutable)
        let python = try ExternalTools.python(importing: ["websocket"], pip: ["websocket-client"])
        // Tests/Browser/page_probe.py opens the page in headless Chromium and prints what the probe returns.
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Browser/page_probe.py")
        let readback = try ExternalTools.runPython(python, file: driver, arguments: [file.path], input: Self.probe(ms: ms), as: Readback.self)
        try #require(readback.error == nil, "\(readback.error ?? "")")
        var worstBox = 0.0, worstOpacity = 0.0
        for (j, element) in spec.elements.enumerated() {
            let name = Escaping.cssIdentifier(element.id)
            if element.isMatched {
                let rows = try #require(readback.groups?[name], "no ::view-transition-group(\(name))")
                for (row, i) in zip(rows, samples) {
                    let frame = timeline.frames[i][j]
                    for (got, want) in zip(row, [frame.x, frame.y, frame.width, frame.height]) {
                        worstBox = max(worstBox, abs(got - want))
                    }
                }
            } else if element.transition == .opacity, let own = (element.from ?? element.to)?.opacity, own > 0 {
                let rows = try #require(readback.images?[name], "no image pair for \(name)")
                for (row, i) in zip(rows, samples) {
                    let got = try #require(element.to != nil ? row[0] : row[1])
                    worstOpacity = max(worstOpacity, abs(got - timeline.frames[i][j].opacity / own))
                }
            }
        }
        return (worstBox, worstOpacity)
    }

    /// The check catches a page that does not follow the core: plain `linear` timing
    /// instead of the spring's easing puts the boxes far off.
    @Test func aPageOffTheCoreIsCaught() throws {
        let (worstBox, _) = try Self.deviations(try Repo.seed("music.mini-player")) {
            $0.replacingOccurrences(of: "animation-timing-function: var(--herocat-easing-0)", with: "animation-timing-function: linear")
        }
        #expect(worstBox > 20, "\(worstBox)")
    }

    /// In headless Chromium the page runs; with the transition's animations paused and
    /// seeked to sampled times, every matched element's `::view-transition-group` box is
    /// the core's frame within 1 pt, and every fading one-state element's image has the
    /// core's opacity within 0.01.
    @Test(arguments: Repo.seedNames)
    func browserBoxesFollowTheCore(seed: String) throws {
        let (worstBox, worstOpacity) = try Self.deviations(try Repo.seed(seed))
        #expect(worstBox <= 1, "\(seed): a group box is \(worstBox) pt from the core")
        #expect(worstOpacity <= 0.01, "\(seed): an image's opacity is \(worstOpacity) from the core")
        print("css \(seed): worst box deviation \(worstBox) pt, worst opacity deviation \(worstOpacity)")
    }
}
