import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters
import TestThreads

/// The decoded timeline (reading JSON back is fine; only writing must be by hand).
struct DecodedTimeline: Decodable {
    struct Element: Decodable {
        var id: String
        var matched: Bool
        var delay: Double
        var anchor: [Double]
        var animation: [String: JSONAny]
    }
    struct Sample: Decodable {
        var t: Double
        var elements: [String: Geometry]
    }
    struct Geometry: Decodable, Equatable {
        var x, y, width, height, cornerRadius, opacity: Double
        init(_ frame: Frame) {
            let frame = frame.rounded(places: 4)
            (x, y, width, height, cornerRadius, opacity) = (frame.x, frame.y, frame.width, frame.height, frame.cornerRadius, frame.opacity)
        }
    }
    var herocat: Int
    var transition: String
    var from: String
    var to: String
    var fps: Int
    var duration: Double
    var elements: [Element]
    var frames: [Sample]
}

/// Any JSON value, for fields the tests only pass through.
enum JSONAny: Decodable, Equatable {
    case number(Double), string(String), array([JSONAny]), object([String: JSONAny]), bool(Bool), null
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONAny].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONAny].self)) }
    }
}

@Suite(.waitsOnProcesses) struct TimelineExportTests {

    static func decode(_ text: String) throws -> DecodedTimeline {
        try JSONDecoder().decode(DecodedTimeline.self, from: Data(text.utf8))
    }

    /// Validates every exported timeline against the shipped schema with Python's
    /// `jsonschema` (Draft 2020-12), and checks in the same pass that every object's keys
    /// are in code point order.
    @Test func everyTimelineValidatesAgainstTheSchema() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for name in Repo.specNames {
            for fps in [60, 24] {
                let file = directory.appendingPathComponent("\(name)-\(fps).json")
                try Data(try Exporter.timeline.export(try Repo.spec(named: name), ExportOptions(fps: fps)).utf8).write(to: file)
                files.append(file.path)
            }
            // The interrupted timeline too (it adds `interruptAt`).
            let spec = try Repo.spec(named: name)
            let file = directory.appendingPathComponent("\(name)-interrupted.json")
            let half = try spec.timeline(fps: 60).duration / 2
            try Data(try Exporter.timeline.export(spec, ExportOptions(fps: 60, interruptAt: half)).utf8).write(to: file)
            files.append(file.path)
        }
        let python = try #require(findExecutable("python3"), "python3 is needed to validate timelines against the JSON Schema")
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("the Python package jsonschema is missing: pip install jsonschema")
                sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            def sorted_pairs(pairs):
                keys = [key for key, _ in pairs]
                if keys != sorted(keys):
                    raise ValueError("keys not sorted: %r" % keys)
                return dict(pairs)
            failures = 0
            for path in sys.argv[2:]:
                document = json.load(open(path, encoding="utf-8"), object_pairs_hook=sorted_pairs)
                for error in validator.iter_errors(document):
                    failures += 1
                    print("%s: %s at %s" % (path, error.message, list(error.absolute_path)))
            sys.exit(1 if failures else 0)
            """
        let result = try run(python, ["-c", script, Repo.schema.path] + files)
        #expect(result.status != 3, "\(result.stdout)")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// The schema is strict: an unknown key or a missing one is refused.
    @Test func schemaRefusesUnknownAndMissingKeys() throws {
        let python = try #require(findExecutable("python3"))
        let text = try Exporter.timeline.export(try Repo.seed("tabs.indicator"), ExportOptions())
        let script = """
            import json, sys, copy
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft202012Validator(schema)
            document = json.loads(sys.stdin.read())
            assert validator.is_valid(document)
            for mutate in [
                lambda d: d.update(extra=1),
                lambda d: d.pop("frames"),
                lambda d: d["elements"][0].update(colour="red"),
                lambda d: d["frames"][0]["elements"]["indicator"].pop("opacity"),
                lambda d: d["frames"][0]["elements"]["indicator"].update(opacity=2),
                lambda d: d["elements"][0]["animation"].update(controlPoints=[0, 0, 1, 1]),
                lambda d: d["elements"][0]["animation"].pop("stiffness"),
                lambda d: d.update(fps=0),
            ]:
                mutated = copy.deepcopy(document)
                mutate(mutated)
                if validator.is_valid(mutated):
                    print("accepted an invalid document")
                    sys.exit(1)
            """
        let result = try run(python, ["-c", script, Repo.schema.path], input: text)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// The first sample holds the `from` values, the last one the `to` values (for one-state
    /// elements: the start and end frames MotionCore defines for their transition).
    @Test(arguments: Repo.specNames)
    func firstAndLastFramesHoldTheStateValues(name: String) throws {
        let spec = try Repo.spec(named: name)
        let model = try ExportModel(spec: spec)
        let timeline = try Self.decode(try Exporter.timeline.export(spec, ExportOptions()))
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        #expect(first.t == 0)
        #expect(last.t >= timeline.duration)
        for element in spec.elements {
            let motion = model.motion(of: element)
            #expect(first.elements[element.id] == DecodedTimeline.Geometry(motion.startFrame(canvas: model.canvas)))
            #expect(last.elements[element.id] == DecodedTimeline.Geometry(motion.endFrame(canvas: model.canvas)))
            if let from = element.from, element.isMatched {
                #expect(first.elements[element.id] == DecodedTimeline.Geometry(from.motionFrame))
            }
            if let to = element.to {
                #expect(last.elements[element.id] == DecodedTimeline.Geometry(to.motionFrame))
            }
        }
        #expect(timeline.herocat == 1 && timeline.transition == spec.name.rawValue)
        #expect(timeline.from == spec.fromState.rawValue && timeline.to == spec.toState.rawValue)
        #expect(timeline.elements.map(\.id) == spec.elements.map(\.id))
        #expect(timeline.elements.map(\.matched) == spec.elements.map(\.isMatched))
        #expect(timeline.frames.allSatisfy { Set($0.elements.keys) == Set(spec.elements.map(\.id)) })
    }

    /// Frame i is at t = i / fps (rounded to 4 decimals), the last one is the first at or
    /// after `duration`, and frames and duration are MotionCore's.
    @Test(arguments: [1, 24, 30, 60, 120, 240])
    func framesAreAtIOverFPS(fps: Int) throws {
        let spec = try Repo.seed("music.mini-player")
        let model = try ExportModel(spec: spec)
        let timeline = try Self.decode(try Exporter.timeline.export(spec, ExportOptions(fps: fps)))
        let sampled = Timeline.sample(elements: spec.elements.map(model.motion(of:)), fps: fps, canvas: model.canvas)
        #expect(timeline.fps == fps)
        #expect(timeline.duration == Frame.round(sampled.duration, places: 4))
        #expect(timeline.frames.count == sampled.sampleCount)
        #expect(timeline.frames.count == Timeline.lastSampleIndex(duration: sampled.duration, fps: fps) + 1)
        for (i, sample) in timeline.frames.enumerated() {
            #expect(sample.t == Frame.round(Double(i) / Double(fps), places: 4))
            for (j, id) in sampled.ids.enumerated() {
                #expect(sample.elements[id] == DecodedTimeline.Geometry(sampled.frames[i][j]))
            }
        }
    }

    @Test(arguments: Repo.specNames)
    func exportIsDeterministic(name: String) throws {
        let first = try Exporter.timeline.export(try Repo.spec(named: name), ExportOptions())
        let second = try Exporter.timeline.export(try Repo.spec(named: name), ExportOptions())
        #expect(first == second)
        #expect(first.hasSuffix("}\n"))
    }

    /// Numbers: integers without `.0`, at most 4 decimals, no exponents.
    @Test(arguments: Repo.specNames)
    func numbersAreCanonical(name: String) throws {
        let text = try Exporter.timeline.export(try Repo.spec(named: name), ExportOptions())
        let numbers = try NSRegularExpression(pattern: #"(?<![\w."])-?[0-9][0-9.eE+-]*"#)
        let range = NSRange(text.startIndex..., in: text)
        for match in numbers.matches(in: text, range: range) {
            let literal = String(text[Range(match.range, in: text)!])
            #expect(!literal.contains("e") && !literal.contains("E"), "\(literal)")
            #expect(!literal.hasSuffix(".0") && !literal.hasSuffix("."), "\(literal)")
            if let dot = literal.firstIndex(of: ".") {
                #expect(literal[literal.index(after: dot)...].count <= 4, "\(literal)")
                #expect(!literal.hasSuffix("0"), "\(literal)")
            }
        }
    }

    @Test func animationFieldsFollowTheKind() throws {
        let spec = try Repo.seed("music.now-playing")
        let timeline = try Self.decode(try Exporter.timeline.export(spec, ExportOptions()))
        let animation = try #require(timeline.elements.first?.animation)
        let parameters = try #require(spec.animation?.springParameters)
        #expect(animation["expression"] == .string("spring(duration: 0.5, bounce: 0.2)"))
        #expect(animation["kind"] == .string("spring"))
        #expect(animation["mass"] == .number(1))
        #expect(animation["stiffness"] == .number(Frame.round(parameters.stiffness, places: 4)))
        #expect(animation["damping"] == .number(Frame.round(parameters.damping, places: 4)))
        #expect(animation["settlingDuration"] == .number(Frame.round(try #require(spec.animation).settlingDuration, places: 4)))
        #expect(animation["controlPoints"] == nil)

        let curve = try Self.decode(try Exporter.timeline.export(try Repo.seed("photos.push-across-navigation"), ExportOptions()))
        let bezier = try #require(curve.elements.first?.animation)
        #expect(bezier["kind"] == .string("bezier"))
        #expect(bezier["controlPoints"] == .array([.number(0.42), .number(0), .number(0.58), .number(1)]))
        #expect(bezier["duration"] == .number(0.35))
        #expect(bezier["settlingDuration"] == .number(0.35))
        #expect(bezier["stiffness"] == nil)
    }

    @Test func elementAnimationAndDelayAreReported() throws {
        let spec = try SwiftExportTests.variant(artwork: "animation: bouncy.delay(0.1).speed(2)\n    delay: 0.05")
        let timeline = try Self.decode(try Exporter.timeline.export(spec, ExportOptions()))
        let artwork = try #require(timeline.elements.first)
        #expect(artwork.delay == 0.05)
        #expect(artwork.animation["expression"] == .string("bouncy.delay(0.1).speed(2)"))
        #expect(artwork.animation["modifiers"] == .array([.object(["delay": .number(0.1)]), .object(["speed": .number(2)])]))
        #expect(timeline.elements[1].animation["expression"] == .string("smooth"))
        let details = try #require(timeline.elements.last)
        #expect(details.animation["expression"] == .string("bouncy"))
        #expect(details.delay == 0.2)
    }

    @Test func specWithoutAnimationUsesDefault() throws {
        let timeline = try Self.decode(try Exporter.timeline.export(try SwiftExportTests.variant(animation: nil), ExportOptions()))
        #expect(timeline.elements[0].animation["expression"] == .string("default"))
    }

    @Test(arguments: [0, -1, 241, 1000])
    func refusesFPSOutOfRange(fps: Int) throws {
        #expect(throws: ExportError.fpsOutOfRange(fps)) {
            try Exporter.timeline.export(try Repo.seed("tabs.indicator"), ExportOptions(fps: fps))
        }
        #expect(ExportError.fpsOutOfRange(fps).description == "fps must be in 1...240, got \(fps)")
    }

    @Test func hostileIDsAreKeysAndValuesVerbatim() throws {
        let spec = try Repo.hostile()
        let text = try Exporter.timeline.export(spec, ExportOptions())
        let timeline = try Self.decode(text)
        #expect(timeline.elements.map(\.id) == spec.elements.map(\.id))
        #expect(Set(try #require(timeline.frames.first).elements.keys) == Set(spec.elements.map(\.id)))
        #expect(!text.contains("\u{2028}") && !text.contains("\u{2029}"))
    }

    @Test func keysAreSortedByCodePoint() throws {
        let value = SpecDocument.object(["b": .integer(1), "a": .object(["é": .null, "z": .null, "Z": .null]), "B": .bool(true)])
        #expect(try value.exportJSON() == "{\n  \"B\": true,\n  \"a\": {\"Z\": null, \"z\": null, \"é\": null},\n  \"b\": 1\n}\n")
        #expect(throws: ExportError.nonFiniteNumber(path: "$.x")) { try SpecDocument.object(["x": .number(.nan)]).exportJSON() }
    }
}
