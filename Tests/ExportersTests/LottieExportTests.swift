import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters

@Suite struct LottieExportTests {
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

    /// Valid against the schema, and every rectangle at every frame within 1 pt of the
    /// timeline (in fact exact to its 4 decimals), its opacity too; halfway between two
    /// frames, within 0.5 pt of the core (what is left there is the core's own snap of the
    /// last 0.1% of travel where an element settles).
    @Test(arguments: Repo.seedNames + ["hostile-text"])
    func validAndOnTheTimeline(name: String) throws {
        let spec = name == "hostile-text" ? try Repo.hostile() : try Repo.seed(name)
        let report = try Self.check(spec)
        #expect(report.schemaErrors == [])
        #expect(report.problems == [])
        #expect(report.checked > 0)
        #expect(report.worstBox <= 1, "\(name): \(report.worstBox) pt")
        #expect(report.worstBox <= 0.001, "\(name): \(report.worstBox) pt")
        #expect(report.worstBetween <= 0.5, "\(name): \(report.worstBetween) pt between frames")
        #expect(report.worstOpacity <= 0.001)
        #expect(report.frameRate == 60)
        #expect(report.outPoint == Double(try spec.timeline(fps: 60).sampleCount))
        #expect(report.layers == spec.elements.map(\.id).reversed())
        print("lottie \(name): worst box deviation \(report.worstBox) pt at frames, \(report.worstBetween) pt between frames, worst opacity deviation \(report.worstOpacity)")
    }

    @Test func anotherFrameRate() throws {
        let report = try Self.check(try Repo.seed("music.now-playing"), fps: 24)
        #expect(report.frameRate == 24 && report.schemaErrors == [] && report.worstBox <= 0.001)
    }

    /// The checks bite: a malformed document fails the schema, a shifted one the boxes.
    @Test func brokenAnimationsAreCaught() throws {
        let spec = try Repo.seed("music.mini-player")
        let invalid = try Self.check(spec) { $0.replacingOccurrences(of: "\"w\": 390", with: "\"w\": -390") }
        #expect(!invalid.schemaErrors.isEmpty)
        let shifted = try Self.check(spec) { $0.replacingOccurrences(of: "\"p\": {\"a\": 0, \"k\": [0, 0]}, \"r\"", with: "\"p\": {\"a\": 0, \"k\": [0, 5]}, \"r\"") }
        #expect(shifted.worstBox >= 4.9)
    }

    @Test func roleColours() throws {
        #expect(LottieExporter.rgba("#e69f00") == [230.0 / 255, 159.0 / 255, 0, 1])
        let text = try Exporter.lottie.export(try Repo.seed("music.mini-player"), ExportOptions())
        let artwork = LottieExporter.rgba(RoleColor.of(.artwork).fill).map { CodeNumber.derived($0) }.joined(separator: ", ")
        #expect(text.contains("\"c\": {\"a\": 0, \"k\": [\(artwork)]}"))
    }
}
