import Foundation
import Testing
import TestThreads

/// What needs herocat built as another package's dependency: the SwiftPM plugins, used by
/// Tests/Fixtures/PluginPackage (herocat by path) as an app's package would, and the man
/// page, from swift-argument-parser's generate-manual as `make man` runs it. The fixture's
/// build lives in .build/plugin-fixture and is kept between runs: the first run builds
/// herocat and its dependencies for the fixture (minutes), later runs only what changed.
/// That second build is why they run only from Tests/integration.sh, not in every `swift test`.
@Suite(
    "SwiftPM plugins and man page", .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["HEROCAT_INTEGRATION"] == "1",
        "builds herocat a second time, for a fixture package (minutes): run Tests/integration.sh"
    ),
    .waitsOnProcesses
)
struct PluginTests {
    static let fixture = HerocatProcess.repository.appendingPathComponent("Tests/Fixtures/PluginPackage")
    static let scratch = HerocatProcess.repository.appendingPathComponent(".build/plugin-fixture")
    /// A cold build of herocat for the fixture on a busy two-core machine stays well inside this.
    static let timeLimit: TimeInterval = 1_800

    /// The line of `file` (in the fixture) holding `text`, 1-based.
    static func line(of text: String, in file: String) throws -> Int {
        let lines = try String(contentsOf: fixture.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }, "\(file) has no line with \(text)") + 1
    }

    @Test("swift package herocat-scan reports the Player target's error at its line and fails; swift build runs the scan on Cards and shows its warning at its line", .ownThread)
    func pluginsReportFindingsAtTheirLines() throws {
        let swift = try #require(Tool.find("swift"), "swift is not on PATH: install a Swift toolchain (https://swift.org/install)")
        let package = ["--package-path", Self.fixture.path, "--scratch-path", Self.scratch.path]

        let scan = try Self.run(swift, ["package"] + package + ["herocat-scan", "--target", "Player"])
        let playerView = Self.fixture.appendingPathComponent("Sources/Player/PlayerView.swift").path
        let errorLine = try Self.line(of: "if isExpanded", in: "Sources/Player/PlayerView.swift")
        #expect(scan.status != 0, "an error finding must fail the command\n\(scan.output)")
        #expect(scan.output.contains("\(playerView):\(errorLine):13: error: "), "\(scan.output)")
        #expect(scan.output.contains("[missing_animation]"))
        #expect(!scan.output.contains("CardView.swift"), "--target Player scans Player only")

        let build = try Self.run(swift, ["build"] + package)
        let cardView = Self.fixture.appendingPathComponent("Sources/Cards/CardView.swift").path
        let warningLine = try Self.line(of: ".transition(.move(edge: .bottom))", in: "Sources/Cards/CardView.swift")
        #expect(build.status == 0, "a warning does not fail the build\n\(build.output)")
        #expect(build.output.contains("\(cardView):\(warningLine):22: warning: "), "\(build.output)")
        #expect(build.output.contains("[no_shared_identity]"))
        // A cold build compiles PlayerView.swift ("Compiling Player PlayerView.swift"), but reports nothing at it.
        #expect(!build.output.contains("PlayerView.swift:"), "the build-tool plugin runs only on the target that names it")
    }

    @Test("the man page generated from the command definitions documents every subcommand", .ownThread)
    func manPageNamesEverySubcommand() throws {
        let swift = try #require(Tool.find("swift"), "swift is not on PATH: install a Swift toolchain (https://swift.org/install)")
        let build = try Self.run(swift, ["build", "--package-path", Self.fixture.path, "--scratch-path", Self.scratch.path, "--product", "generate-manual"])
        try #require(build.status == 0, "building generate-manual failed\n\(build.output)")
        let temp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temp.path("man"), withIntermediateDirectories: true)
        let generator = Self.scratch.appendingPathComponent("debug/generate-manual")
        let made = try Tool.run(generator, [HerocatProcess.executable.path, "--output-directory", temp.path("man")])
        try #require(made.status == 0, "generate-manual failed: \(made.stderr)")
        let page = try String(contentsOfFile: temp.path("man/herocat.1"), encoding: .utf8)
        #expect(page.contains(".Dt HEROCAT 1"), "not a section-1 mdoc page")

        let dump = try HerocatProcess.run(["--experimental-dump-help"], in: temp.url)
        let info = try #require(JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try #require(info["command"] as? [String: Any])
        let subcommands = try #require(command["subcommands"] as? [[String: Any]]).compactMap { $0["commandName"] as? String }
        #expect(subcommands.count >= 18)
        for name in subcommands where name != "help" {
            // Each subcommand is an entry of the page's command list, with its abstract.
            #expect(page.contains(".It Em \(name)\n"), "the man page has no entry for 'herocat \(name)'")
        }
    }

    /// Runs swift to completion or kills it at `timeLimit`; stdout and stderr together.
    static func run(_ swift: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        // At the lowest priority: a cold fixture build takes every core for minutes, and the
        // tests running beside it have time limits of their own.
        if let nice = Tool.find("nice") {
            process.executableURL = nice
            process.arguments = ["-n", "19", swift.path] + arguments
        } else {
            process.executableURL = swift
            process.arguments = arguments
        }
        process.currentDirectoryURL = fixture
        process.standardInput = FileHandle.nullDevice
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-plugin-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("swift \(arguments.joined(separator: " ")) took longer than \(Int(timeLimit)) s")
        }
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}
