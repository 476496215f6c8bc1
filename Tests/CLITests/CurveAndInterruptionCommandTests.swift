import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestThreads

@Suite("curve and --interrupt-at", .waitsOnProcesses)
struct CurveAndInterruptionCommandTests {
    let directory: TemporaryDirectory
    init() throws {
        directory = try TemporaryDirectory()
    }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("curve prints the parameters, settling, overshoot and a sample table")
    func text() throws {
        let result = try herocat("curve", "spring(duration: 0.5, bounce: 0.3)")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "spring(duration: 0.5, bounce: 0.3)")
        func value(_ label: String) -> String? {
            lines.first { $0.hasPrefix("  \(label)  ") }?.dropFirst(label.count + 2).trimmingCharacters(in: .whitespaces)
        }
        // Apple's example: mass 1, stiffness 157.9, damping 17.6.
        #expect(value("mass") == "1")
        #expect(value("stiffness") == "157.9137")
        #expect(value("damping") == "17.5929")
        #expect(value("damping ratio") == "0.7")
        #expect(value("response") == "0.500 s")
        #expect(value("bounce") == "0.3")
        #expect(value("settlingDuration") == "1.045 s")
        #expect(value("overshoot")?.hasPrefix("peak 1.046 at 0.35") == true)
        #expect(lines.contains("  t (s)    progress"))
        #expect(lines.last?.hasSuffix(" 1") == false, "the table ends at the settling time, within eps of 1")
        #expect(result.stdout == (try herocat("curve", "spring(duration: 0.5, bounce: 0.3)")).stdout, "deterministic")

        let help = try herocat("--help")
        #expect(help.stdout.contains("  curve  ") || help.stdout.contains("  curve "), "the root help lists curve")
        let smooth = try herocat("curve", ".smooth")
        #expect(smooth.stdout.contains("  settlingDuration  0.800 s"))
        #expect(smooth.stdout.contains("  overshoot         none"))
        let curve = try herocat("curve", "easeInOut")
        #expect(curve.stdout.contains("control points    0.42, 0, 0.58, 1"))
        #expect(!curve.stdout.contains("stiffness"))
        let clamped = try herocat("curve", "interpolatingSpring(mass: 1, stiffness: 100, damping: 30)")
        #expect(clamped.stdout.contains("damping           20 (written 30;"))
    }

    @Test("curve --format json: published values, overshoot and samples")
    func jsonFormat() throws {
        let result = try herocat("curve", "spring(duration: 0.5, bounce: 0.2)", "--format", "json", "--fps", "100")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try json(result.stdout)
        #expect(document["mass"] as? Double == 1)
        #expect(document["settlingDuration"] as? Double == 0.9261)
        #expect(document["dampingRatio"] as? Double == 0.8)
        #expect(document["regime"] as? String == "underdamped")
        #expect(document["fps"] as? Int == 100)
        let overshoot = try #require(document["overshoot"] as? [String: Double])
        #expect(overshoot["progress"].map { $0 > 1.01 && $0 < 1.02 } == true)
        let samples = try #require(document["samples"] as? [[Double]])
        #expect(samples.first == [0, 0])
        #expect(samples.count == 94, "0 through the first sample at or after 0.926 s at 100 fps")
        #expect(try json(try herocat("curve", "easeInOut", "--format", "json").stdout)["overshoot"] is NSNull)
        let bare = try json(try herocat("curve", "interactiveSpring", "--format", "json").stdout)
        #expect(bare["dampingRatio"] as? Double == 0.85)
    }

    @Test("curve --format svg draws the curve as standalone SVG")
    func svgFormat() throws {
        let result = try herocat("curve", "bouncy", "--format", "svg")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        #expect(result.stdout.contains("<polyline"))
        #expect(result.stdout.contains("settles at 1.045 s"))
        #expect(result.stdout.contains("peak 1.046"))
        #expect(XMLParser(data: Data(result.stdout.utf8)).parse(), "well-formed XML")
    }

    @Test("curve refuses what add refuses, with the same message", arguments: [
        "spring(duration: 0.5, bounce: 2)", "sprung", "spring(duration: 0.5", "snappy(extraBounce: 0.9)", "easeIn(duration: -1)",
    ])
    func refusal(expression: String) throws {
        let curve = try herocat("curve", expression)
        #expect(curve.status == 3)
        #expect(curve.stdout.isEmpty)
        let spec = """
            name: demo.refused
            namespace: demo
            animation: '\(expression)'
            from: collapsed
            to: expanded
            elements:
              - id: box
                from: { x: 16, y: 16, width: 44, height: 44 }
                to: { x: 16, y: 100, width: 200, height: 200 }

            """
        let add = try HerocatProcess.run(["add", "--db", "c.sqlite", "-"], in: directory.url, stdin: Data(spec.utf8))
        #expect(add.status == 3)
        // add: `<stdin>:3:COL: animation: MESSAGE`; curve: `column N: MESSAGE`.
        let addMessage = try #require(add.stderr.components(separatedBy: ": animation: ").last)
        let curveMessage = try #require(curve.stderr.split(separator: ":", maxSplits: 2).last.map { String($0.dropFirst()) })
        #expect(curve.stderr.hasPrefix("herocat: error: column "))
        #expect(addMessage == curveMessage.components(separatedBy: ": ").dropFirst().joined(separator: ": "))
    }

    @Test("export and preview --interrupt-at: the way back, recorded; out of range is refused")
    func interruptAt() throws {
        _ = try herocat("init", "--seed")
        let forward = try json(try herocat("export", "music.now-playing", "--format", "timeline").stdout)
        let duration = try #require(forward["duration"] as? Double)
        let result = try herocat("export", "music.now-playing", "--format", "timeline", "--interrupt-at", "0.2")
        #expect(result.status == 0, "\(result.stderr)")
        let interrupted = try json(result.stdout)
        #expect(interrupted["interruptAt"] as? Double == 0.2)
        let forwardFrames = try #require(forward["frames"] as? [[String: Any]])
        let frames = try #require(interrupted["frames"] as? [[String: Any]])
        #expect((frames.last?["elements"] as? NSDictionary) == (forwardFrames.first?["elements"] as? NSDictionary),
                "the last frame holds the from frames")
        #expect((frames[12]["elements"] as? NSDictionary) == (forwardFrames[12]["elements"] as? NSDictionary), "t = 0.2 is still the forward run")
        #expect((frames[20]["elements"] as? NSDictionary) != (forwardFrames[20]["elements"] as? NSDictionary))

        let late = try herocat("export", "music.now-playing", "--format", "timeline", "--interrupt-at", "5")
        #expect(late.status == 2)
        #expect(late.stdout.isEmpty)
        #expect(late.stderr == "herocat: error: --interrupt-at: 'music.now-playing': the interruption time must lie within the forward timeline, 0...\(formatted(duration)) s, got 5\n")
        #expect(try herocat("export", "music.now-playing", "--format", "timeline", "--interrupt-at", "-1").status == 2)
        #expect(try herocat("export", "music.now-playing", "--format", "swift", "--interrupt-at", "0.1").status == 2)

        let svg = try herocat("preview", "music.now-playing", "--format", "svg", "--interrupt-at", "0.2")
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("back to compact at 0.200 s") || svg.stdout.contains(" at 0.200 s · settles at"))
        let html = try herocat("preview", "music.now-playing", "--interrupt-at", "0.2")
        #expect(html.status == 0)
        #expect(html.stdout.contains("\\\"interruptAt\\\": 0.2") || html.stdout.contains("\"interruptAt\": 0.2"))
        #expect(try herocat("preview", "music.now-playing", "--interrupt-at", "9").status == 2)
    }

    func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
}
