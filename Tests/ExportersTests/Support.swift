import Foundation
import MotionCore
import SpecModel
import Testing
@testable import Exporters

/// Files of the repository (found from this file's real path, so the tests run the same
/// from the main package and from a scratch package that links these folders).
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = root.appendingPathComponent("Seeds")
    static let golden = root.appendingPathComponent("Tests/ExportersTests/Golden")
    static let schema = root.appendingPathComponent("docs/schema/timeline.schema.json")
    static let hostileFixture = root.appendingPathComponent("Tests/Fixtures/valid/hostile-text.yaml")

    /// Bundled seed names (`music.mini-player`), sorted.
    static let seedNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
    }()

    static func seed(_ name: String) throws -> TransitionSpec {
        try spec(at: seeds.appendingPathComponent(name + ".yaml"))
    }

    static func spec(at url: URL) throws -> TransitionSpec {
        let bytes = Array(try Data(contentsOf: url))
        return try TransitionSpec.parse(bytes: bytes, file: url.lastPathComponent)
    }

    static func hostile() throws -> TransitionSpec {
        try spec(at: hostileFixture)
    }

    /// Every seed and the hostile fixture: the cases of the tests that run every export.
    static let specNames = seedNames + ["hostile-text"]

    /// A seed by its name, or the hostile fixture by "hostile-text".
    static func spec(named name: String) throws -> TransitionSpec {
        name == "hostile-text" ? try hostile() : try seed(name)
    }

    /// Seeds not tagged `anti-pattern` (the correct examples).
    static var correctSeedNames: [String] {
        seedNames.filter { name in (try? seed(name))?.tags.contains("anti-pattern") == false }
    }
}

/// A spec from YAML text, for tests that need a variation.
func specFromYAML(_ yaml: String) throws -> TransitionSpec {
    try TransitionSpec.parse(yaml, file: "test.yaml")
}

/// The result of running a tool.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `executable` with `arguments`, feeding `input` on standard input; the outputs go
/// through temporary files, so neither can fill a pipe and block the child.
func run(_ executable: URL, _ arguments: [String], input: String? = nil) throws -> ToolRun {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout"), errURL = directory.appendingPathComponent("stderr")
    let inURL = directory.appendingPathComponent("stdin")
    for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((input ?? "").utf8))
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let inp = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inp
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    try inp.close()
    return ToolRun(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    )
}

/// An executable found on PATH (or next to `swift` for `swiftc`), or nil.
func findExecutable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    var candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
    candidates += ["/opt/swift/usr/bin", "/usr/bin", "/usr/local/bin"].map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-exporters-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Words of the hostile fixture's free text (title, summary, tags, ids) that must stay
/// inside string literals and comments. ("Hostile" is not one: the catalog name
/// `demo.hostile-text` legitimately becomes the type name.)
let hostileMarkers = ["evil", "script", "🎵", "backslash", "quote", "raw-string", "delimiters", "interpolation"]

/// The parameterized tests run once per seed: without the repository's Seeds/ they would
/// run zero times and pass, so finding the seeds is a test of its own.
@Suite struct BundledSeedsAreFound {
    @Test func seedsAreFound() {
        #expect(Repo.seedNames.count >= 10, "found \(Repo.seedNames.count) seeds in \(Repo.seeds.path): the tests need the repository's Seeds/ folder")
    }
}
