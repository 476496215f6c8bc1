import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters
import TestThreads

/// The css export in headless Chromium beyond the boxes' path (CSSExportTests): snapshots
/// filling their group, reduced motion, and the draw order on screen. Serialized: each case
/// starts its own Chromium.
@Suite(.serialized, .waitsOnProcesses) struct CSSBrowserBehaviourTests {
    /// Toggles, pauses every animation, and at each of `ms` reads every named group's box,
    /// the heights of its old and new snapshots, and the computed transform of each; then
    /// leaves the animations at `holdAt` ms (for a screenshot).
    static func probe(ms: [Double], holdAt: Double) -> String {
        """
        (async () => {
          const vt = window.herocatToggle(); await vt.ready;
          const anims = document.getAnimations(); anims.forEach(a => a.pause());
          const names = [...document.querySelectorAll(".el")].map(el => getComputedStyle(el).viewTransitionName);
          const style = (pseudo) => getComputedStyle(document.documentElement, pseudo);
          const result = {};
          for (const t of \(ms)) {
            anims.forEach(a => a.currentTime = t);
            for (const name of names) {
              const group = style("::view-transition-group(" + name + ")"), m = new DOMMatrix(group.transform);
              const oldImage = style("::view-transition-old(" + name + ")"), newImage = style("::view-transition-new(" + name + ")");
              (result[name] = result[name] || []).push({ box: [m.e, m.f, parseFloat(group.width), parseFloat(group.height)],
                oldHeight: parseFloat(oldImage.height), newHeight: parseFloat(newImage.height),
                oldTransform: oldImage.transform, newTransform: newImage.transform });
            }
          }
          anims.forEach(a => a.currentTime = \(holdAt));
          await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return JSON.stringify({ rows: result });
        })()
        """
    }

    struct Row: Decodable {
        var box: [Double]
        var oldHeight: Double?
        var newHeight: Double?
        var oldTransform: String
        var newTransform: String
    }

    struct Readback: Decodable {
        var rows: [String: [Row]]?
        var error: String?
    }

    /// The page of `spec` (edited) read back at the timeline's frames `samples`; with
    /// `screenshot`, the viewport held at the frame `holdAt` saved there.
    static func read(_ spec: TransitionSpec, samples: [Int], holdAt: Int, reducedMotion: Bool = false,
                     screenshot: URL? = nil, edit: (String) -> String = { $0 }) throws -> [String: [Row]] {
        let timeline = try spec.timeline(fps: 60)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        try Data(edit(try Exporter.css.export(spec, ExportOptions())).utf8).write(to: page)
        _ = try Chromium.find(findExecutable)
        let python = try ExternalTools.python(importing: ["websocket"], pip: ["websocket-client"])
        let driver = Repo.root.appendingPathComponent("Tests/Browser/page_probe.py")
        var arguments = [page.path]
        if reducedMotion { arguments.append("--reduced-motion") }
        if let screenshot { arguments += ["--screenshot", screenshot.path] }
        let probe = Self.probe(ms: samples.map { timeline.times[$0] * 1000 }, holdAt: timeline.times[holdAt] * 1000)
        let readback = try ExternalTools.runPython(python, file: driver, arguments: arguments, input: probe, as: Readback.self)
        try #require(readback.error == nil, "\(readback.error ?? "")")
        return try #require(readback.rows)
    }

    static func samples(_ spec: TransitionSpec) throws -> [Int] {
        let last = try spec.timeline(fps: 60).sampleCount - 1
        return Array(Set((1...4).map { last * $0 / 5 })).sorted()
    }

    /// Mid-flight, a matched element's old and new snapshots are exactly as tall as its group
    /// (they fill it), so two states of different aspect ratio do not show as two images.
    @Test(arguments: ["music.mini-player", "profile.avatar-zoom", "store.card-to-detail", "recipes.grid-to-detail"])
    func snapshotsFillTheirGroup(seed: String) throws {
        let spec = try Repo.seed(seed)
        let rows = try Self.read(spec, samples: try Self.samples(spec), holdAt: 0)
        var worst = 0.0
        for element in spec.elements where element.isMatched {
            for row in try #require(rows[Escaping.cssIdentifier(element.id)]) {
                worst = max(worst, abs(try #require(row.oldHeight) - row.box[3]), abs(try #require(row.newHeight) - row.box[3]))
            }
        }
        #expect(worst <= 0.5, "\(seed): a snapshot is \(worst) px off its group's height")
    }

    /// With `prefers-reduced-motion: reduce` emulated, nothing moves: every group shows its
    /// end box from the start, and a one-state element that would scale or move only fades.
    @Test(arguments: ["profile.avatar-zoom", "music.slide-in-player", "music.mini-player"])
    func reducedMotionMovesNothing(seed: String) throws {
        let spec = try Repo.seed(seed)
        let timeline = try spec.timeline(fps: 60)
        let rows = try Self.read(spec, samples: try Self.samples(spec), holdAt: 0, reducedMotion: true)
        var worst = 0.0
        for (j, element) in spec.elements.enumerated() {
            let name = Escaping.cssIdentifier(element.id)
            let elementRows = try #require(rows[name])
            if element.isMatched {
                let end = timeline.frames[timeline.sampleCount - 1][j]
                for row in elementRows {
                    for (got, want) in zip(row.box, [end.x, end.y, end.width, end.height]) { worst = max(worst, abs(got - want)) }
                }
            } else {
                for row in elementRows {
                    #expect((element.to != nil ? row.newTransform : row.oldTransform) == "none", "\(seed): \(element.id) moves or scales")
                }
            }
        }
        #expect(worst <= 1, "\(seed): a group is \(worst) pt from its end box under reduced motion")
        // Without the emulation the same page does move (the check can fail): a group away
        // from its end box, or an image moved or scaled.
        let moving = try Self.read(spec, samples: try Self.samples(spec), holdAt: 0)
        var moves = false
        for (j, element) in spec.elements.enumerated() {
            let end = timeline.frames[timeline.sampleCount - 1][j]
            for row in moving[Escaping.cssIdentifier(element.id)] ?? [] {
                if element.isMatched {
                    moves = moves || abs(row.box[0] - end.x) + abs(row.box[1] - end.y) + abs(row.box[2] - end.width) > 1
                } else if element.transition != .opacity && element.transition != .none {
                    moves = moves || (element.to != nil ? row.newTransform : row.oldTransform) != "none"
                }
            }
        }
        #expect(moves, "\(seed): nothing moves even without reduced motion")
    }

    /// The draw order on screen: mid-flight in profile.avatar-zoom, the avatar (listed after
    /// its ring) covers the ring at its centre, and the ring shows around it. Swapping the two
    /// groups' z-index turns the centre grey, so the check can fail.
    @Test func laterElementsAreDrawnOnTop() throws {
        let spec = try Repo.seed("profile.avatar-zoom")
        let ring = try #require(spec.elements.firstIndex { $0.id == "avatar-ring" })
        let avatar = try #require(spec.elements.firstIndex { $0.id == "avatar" })
        #expect(ring < avatar)
        let colours = [RoleColor.of(spec.elements[ring].role).fill, RoleColor.of(spec.elements[avatar].role).fill]
        let swap: (String) -> String = {
            $0.replacingOccurrences(of: "z-index: \(ring + 1);", with: "z-index: SWAP;")
                .replacingOccurrences(of: "z-index: \(avatar + 1);", with: "z-index: \(ring + 1);")
                .replacingOccurrences(of: "z-index: SWAP;", with: "z-index: \(avatar + 1);")
        }
        #expect(try centreAndRim(spec, ring: ring, avatar: avatar, colours: colours) == [colours[1], colours[0]])
        #expect(try centreAndRim(spec, ring: ring, avatar: avatar, colours: colours, edit: swap) == [colours[0], colours[0]])
    }

    /// Which of `colours` is nearest on screen at the avatar's centre and on the ring just
    /// outside the avatar, a third of the way through the transition.
    private func centreAndRim(_ spec: TransitionSpec, ring: Int, avatar: Int, colours: [String],
                              edit: (String) -> String = { $0 }) throws -> [String] {
        let timeline = try spec.timeline(fps: 60)
        let hold = (timeline.sampleCount - 1) / 3
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shot = directory.appendingPathComponent("shot.png")
        _ = try Self.read(spec, samples: [hold], holdAt: hold, screenshot: shot, edit: edit)
        let a = timeline.frames[hold][avatar], r = timeline.frames[hold][ring]
        let points = [(a.x + a.width / 2, a.y + a.height / 2), (r.x + r.width / 2, (r.y + a.y) / 2)]
        let python = try ExternalTools.python(importing: ["PIL"], pip: ["pillow"])
        let script = """
            import json, sys
            from PIL import Image
            image = Image.open(sys.argv[1]).convert("RGB")
            colours = [tuple(int(c[i:i + 2], 16) for i in (1, 3, 5)) for c in json.loads(sys.argv[3])]
            nearest = []
            for x, y in json.loads(sys.argv[2]):
                pixel = image.getpixel((int(x), int(y)))
                nearest.append(min(range(len(colours)), key=lambda k: sum((p - c) ** 2 for p, c in zip(pixel, colours[k]))))
            print(json.dumps(nearest))
            """
        let pointsJSON = "[" + points.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ") + "]"
        let coloursJSON = "[" + colours.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let nearest = try ExternalTools.runPython(python, script: script, arguments: [shot.path, pointsJSON, coloursJSON], as: [Int].self)
        return nearest.map { colours[$0] }
    }
}
