import Foundation
import Testing
import TestThreads

@Suite("export to other platforms", .waitsOnProcesses)
struct PlatformExportCommandTests {
    let directory: TemporaryDirectory
    init() throws {
        directory = try TemporaryDirectory()
        _ = try HerocatProcess.run(["init", "--seed"], in: directory.url)
    }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    @Test("compose, css, motion, lottie and tokens write deterministic files; lottie takes --fps")
    func formats() throws {
        let expected = ["compose": "fun MusicMiniPlayerTransition(", "css": "window.herocatToggle = function",
                        "motion": "export default function MusicMiniPlayerTransition()", "lottie": "\"fr\": 60",
                        "tokens": "\"mini-player\": {"]
        for (format, marker) in expected {
            let first = try herocat("export", "music.mini-player", "--format", format)
            let second = try herocat("export", "music.mini-player", "--format", format)
            #expect(first.status == 0 && first.stdout == second.stdout, "\(format): \(first.stderr)")
            #expect(first.stdout.contains(marker), "\(format)")
        }
        let file = directory.url.appendingPathComponent("mini.json")
        #expect(try herocat("export", "music.mini-player", "--format", "lottie", "--fps", "24", "-o", file.path).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"fr\": 24"))
    }

    @Test("a spec a format cannot express is refused with the reason (exit 3), nothing written")
    func refusal() throws {
        let spec = directory.url.appendingPathComponent("kick.yaml")
        try Data("""
            name: test.kick
            namespace: ns
            from: a
            to: b
            animation: "interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 2)"
            elements:
              - id: box
                from: { x: 0, y: 0, width: 10, height: 10 }
                to: { x: 100, y: 100, width: 20, height: 20 }
            """.utf8).write(to: spec)
        #expect(try herocat("add", "--force", spec.path).status == 0)
        let output = directory.url.appendingPathComponent("Kick.kt")
        for format in ["compose", "motion"] {
            let result = try herocat("export", "test.kick", "--format", format, "-o", output.path)
            #expect(result.status == 3)
            #expect(result.stderr.contains("the \(format) exporter cannot express a spring's initial velocity"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try herocat("export", "test.kick", "--format", "css").status == 0)
    }
}
