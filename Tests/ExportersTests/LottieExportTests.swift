import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters
import TestThreads

@Suite(.waitsOnProcesses) struct LottieExportTests {
    /// argv[1]: the animation, argv[2]: the timeline, argv[3]: the timeline at twice the
    /// frame rate (its odd frames are the moments between two frames). Validates the animation against the
    /// Lottie specification's schema (pip `lottie-specs`), then renders every layer at every
    /// frame with pip `lottie` (the rectangle's bounding box through the group and layer
    /// transforms, and the layer's opacity) and prints the largest distance from the
    /// timeline's frame of the element the layer is named after.
    static let script = """
        import json, os, sys
        import jsonschema, lottie_specs
        from lottie import objects
        doc, timeline, doubled = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), json.load(open(sys.argv[3]))
        schema = json.load(open(os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")))
        errors = [e.message[:200] for e in jsonschema.validators.validator_for(schema)(schema).iter_errors(doc)]
        if errors:
            print(json.dumps({"schemaErrors": errors[:5], "problems": [], "worstBox": 0, "worstBetween": 0, "worstOpacity": 0, "checked": 0,
                              "frameRate": 0, "outPoint": 0, "layers": []}))
            sys.exit(0)
        animation = objects.Animation.load(doc)
        layers = {layer.name: layer for layer in animation.layers}
        worst_box, worst_between, worst_opacity, checked, problems = 0.0, 0.0, 0.0, 0, []
        for j, element in enumerate(timeline["elements"]):
            layer = layers.get(element["id"])
            if layer is None:
                problems.append("no layer named %r" % element["id"]); continue
            for i, frame in enumerate(timeline["frames"]):
                want = frame["elements"][element["id"]]
                box = layer.shapes[0].bounding_box(i)
                opacity = layer.transform.opacity.get_value(i) / 100
                worst_opacity = max(worst_opacity, abs(opacity - want["opacity"]))
                if box.isnull():
                    if want["width"] * want["height"] != 0: problems.append("%s: empty box at frame %d" % (element["id"], i))
                    continue
                got = (box.x1, box.y1, box.x2 - box.x1, box.y2 - box.y1)
                for a, b in zip(got, (want["x"], want["y"], want["width"], want["height"])):
                    worst_box = max(worst_box, abs(a - b)); checked += 1
            for k in range(1, len(doubled["frames"]) - 1, 2):
                want = doubled["frames"][k]["elements"][element["id"]]
                box = layer.shapes[0].bounding_box(k / 2)
                if box.isnull():
                    continue
                got = (box.x1, box.y1, box.x2 - box.x1, box.y2 - box.y1)
                for a, b in zip(got, (want["x"], want["y"], want["width"], want["height"])):
                    worst_between = max(worst_between, abs(a - b))
        print(json.dumps({"schemaErrors": errors[:5], "problems": problems[:5], "worstBox": worst_box, "worstBetween": worst_between,
                          "worstOpacity": worst_opacity, "checked": checked, "frameRate": animation.frame_rate,
                          "outPoint": animation.out_point, "layers": [layer.name for layer in animation.layers]}))
        """

    struct Report: Decodable {
        var schemaErrors: [String]
        var problems: [String]
        var worstBox: Double
        var worstBetween: Double
        var worstOpacity: Double
        var checked: Int
        var frameRate: Double
        var outPoint: Double
        var layers: [String]
    }

    static func check(_ spec: TransitionSpec, fps: Int = 60, edit: (String) -> String = { $0 }) throws -> Report {
        let python = try ExternalTools.python(importing: ["jsonschema", "lottie_specs", "lottie"], pip: ["jsonschema", "lottie-specs", "lottie"])
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let animation = directory.appendingPathComponent("animation.json"), timeline = directory.appendingPathComponent("timeline.json")
        let doubled = directory.appendingPathComponent("doubled.json")
        try Data(edit(try Exporter.lottie.export(spec, ExportOptions(fps: fps))).utf8).write(to: animation)
        try Data(try Exporter.timeline.export(spec, ExportOptions(fps: fps)).utf8).write(to: timeline)
        try Data(try Exporter.timeline.export(spec, ExportOptions(fps: 2 * fps)).utf8).write(to: doubled)
        return try ExternalTools.runPython(python, script: script, arguments: [animation.path, timeline.path, doubled.path], as: Report.self)
    }

    /// Valid against the schema, and every rectangle at every frame within
    /// `LottieKeyframes.tolerance` (a quarter point) of the timeline, its opacity too; halfway
    /// between two frames, within 0.5 pt of the core (besides the tolerance, what is left
    /// there is the core's own snap of the last 0.1% of travel where an element settles).
    @Test(arguments: Repo.specNames)
    func validAndOnTheTimeline(name: String) throws {
        let spec = try Repo.spec(named: name)
        let report = try Self.check(spec)
        #expect(report.schemaErrors == [])
        #expect(report.problems == [])
        #expect(report.checked > 0)
        #expect(report.worstBox <= LottieKeyframes.tolerance + 0.0001, "\(name): \(report.worstBox) pt")
        #expect(report.worstBetween <= 0.5, "\(name): \(report.worstBetween) pt between frames")
        #expect(report.worstOpacity <= LottieKeyframes.tolerance / 100 + 0.000001)
        #expect(report.frameRate == 60)
        #expect(report.outPoint == Double(try spec.timeline(fps: 60).sampleCount))
        #expect(report.layers == spec.elements.map(\.id).reversed())
        print("lottie \(name): worst box deviation \(report.worstBox) pt at frames, \(report.worstBetween) pt between frames, worst opacity deviation \(report.worstOpacity)")
    }

    @Test func anotherFrameRate() throws {
        let report = try Self.check(try Repo.seed("music.now-playing"), fps: 24)
        #expect(report.frameRate == 24 && report.schemaErrors == [] && report.worstBox <= LottieKeyframes.tolerance + 0.0001)
    }

    struct Players: Decodable {
        struct Player: Decodable {
            var worst: Double
            var problems: [String]
        }
        var players: [String: Player]
        var checked: Int
        var lateTypes: [String]
    }

    /// Renders the animation in rlottie and ThorVG with Tests/Players/lottie_players.py.
    static func play(_ spec: TransitionSpec, edit: (String) throws -> String = { $0 }) throws -> Players {
        let python = try ExternalTools.python(importing: ["rlottie_python", "thorvg_python", "PIL"], pip: ["rlottie-python", "thorvg-python", "pillow"])
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let animation = directory.appendingPathComponent("animation.json"), timeline = directory.appendingPathComponent("timeline.json")
        try Data(try edit(try Exporter.lottie.export(spec, ExportOptions())).utf8).write(to: animation)
        try Data(try Exporter.timeline.export(spec, ExportOptions()).utf8).write(to: timeline)
        let script = Repo.root.appendingPathComponent("Tests/Players/lottie_players.py")
        return try ExternalTools.runPython(python, file: script, arguments: [animation.path, timeline.path], as: Players.self)
    }

    /// Both real players load every seed's animation and draw it where the timeline puts it:
    /// the box of everything drawn, and of each layer drawn alone, within 2 px of the
    /// timeline's boxes at nine frames across the run; `ty` is first wherever it appears.
    @Test(arguments: Repo.specNames)
    func playsInRlottieAndThorVG(name: String) throws {
        let spec = try Repo.spec(named: name)
        let played = try Self.play(spec)
        #expect(played.lateTypes == [])
        #expect(played.checked >= 2 * 9, "\(name): \(played.checked) boxes compared")
        for player in ["rlottie", "thorvg"] {
            let result = try #require(played.players[player])
            #expect(result.problems == [], "\(name) in \(player)")
            #expect(result.worst <= 2, "\(name) in \(player): \(result.worst) px")
            print("lottie \(name) in \(player): worst box \(result.worst) px")
        }
    }

    /// The players check bites: with its keys sorted (the order herocat used to write),
    /// rlottie draws nothing and the late `ty` keys are named.
    @Test func sortedKeysAreCaught() throws {
        let played = try Self.play(try Repo.seed("music.mini-player")) { text in
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
        }
        #expect(!played.lateTypes.isEmpty)
        #expect(played.players["rlottie"]?.problems.isEmpty == false)
    }

    /// Lottie's own easing carries a timing curve whole: an element moving on
    /// `easeInOut(duration: 0.35)` (21 frames at 60 fps) is one keyframe pair whose handles
    /// are the curve's control points; a spring needs more, but fewer than one per frame.
    @Test func keyframesCarryTheCurve() throws {
        let curve = try Exporter.lottie.export(try Repo.seed("photos.push-across-navigation"), ExportOptions())
        let position = try #require(try Self.keyframes(of: "p", in: curve, layer: "photo"))
        #expect(position.count == 2)
        func handle(_ key: String) -> [Double] {
            let fields = position.first?[key] as? [String: Any]
            return ["x", "y"].compactMap { (fields?[$0] as? [NSNumber])?.first?.doubleValue }
        }
        #expect(handle("o") == [0.42, 0])
        #expect(handle("i") == [0.58, 1])
        let spec = try Repo.seed("music.now-playing")
        let spring = try Exporter.lottie.export(spec, ExportOptions())
        let frames = try spec.timeline(fps: 60).sampleCount
        let artwork = try #require(try Self.keyframes(of: "p", in: spring, layer: "artwork"))
        #expect(artwork.count > 2 && artwork.count < frames / 2, "\(artwork.count) keyframes for \(frames) frames")
    }

    /// The keyframes of the rectangle's property `name` in the layer named `layer`.
    static func keyframes(of name: String, in text: String, layer: String) throws -> [[String: Any]]? {
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let layers = root?["layers"] as? [[String: Any]] ?? []
        let found = layers.first { $0["nm"] as? String == layer }
        let group = (found?["shapes"] as? [[String: Any]])?.first
        let rectangle = (group?["it"] as? [[String: Any]])?.first
        return (rectangle?[name] as? [String: Any])?["k"] as? [[String: Any]]
    }

    /// The checks bite: a malformed document fails the schema, a shifted one the boxes.
    @Test func brokenAnimationsAreCaught() throws {
        let spec = try Repo.seed("music.mini-player")
        let invalid = try Self.check(spec) { $0.replacingOccurrences(of: "\"w\": 390", with: "\"w\": -390") }
        #expect(!invalid.schemaErrors.isEmpty)
        let shifted = try Self.check(spec) { $0.replacingOccurrences(of: "\"p\": {\"a\": 0, \"k\": [0, 0]}, \"s\"", with: "\"p\": {\"a\": 0, \"k\": [0, 5]}, \"s\"") }
        #expect(shifted.worstBox >= 4.9)
    }

    @Test func roleColours() throws {
        let orange: [Double] = [230.0 / 255, 159.0 / 255, 0, 1]
        #expect(LottieExporter.rgba("#e69f00") == orange)
        let text = try Exporter.lottie.export(try Repo.seed("music.mini-player"), ExportOptions())
        let artwork = LottieExporter.rgba(RoleColor.of(.artwork).fill).map { CodeNumber.derived($0) }.joined(separator: ", ")
        #expect(text.contains("\"c\": {\"a\": 0, \"k\": [\(artwork)]}"))
    }
}
