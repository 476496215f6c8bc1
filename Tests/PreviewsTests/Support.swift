import Foundation
import MotionCore
import SpecModel
import Testing
import Validation
@testable import Previews

/// Files of the repository (found from this file's real path, so the tests run the same
/// from the main package and from a scratch package that links these folders).
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = root.appendingPathComponent("Seeds")
    static let golden = root.appendingPathComponent("Tests/PreviewsTests/Golden")
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
}

/// A spec from YAML text, for tests that need a variation.
func specFromYAML(_ yaml: String) throws -> TransitionSpec {
    try TransitionSpec.parse(yaml, file: "test.yaml")
}

func html(_ spec: TransitionSpec, _ options: PreviewOptions = PreviewOptions()) throws -> String {
    try PreviewFormat.html.render(spec, validated(spec, options))
}

func svg(_ spec: TransitionSpec, _ options: PreviewOptions = PreviewOptions()) throws -> String {
    try PreviewFormat.svg.render(spec, validated(spec, options))
}

/// The options with the spec's report, as the CLI passes it (a preview never validates).
func validated(_ spec: TransitionSpec, _ options: PreviewOptions) -> PreviewOptions {
    var options = options
    if options.report == nil { options.report = Validator().validate(spec) }
    return options
}

// MARK: Running tools

/// The result of running a tool.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
}

/// Runs `executable` with `arguments` (no standard input); the outputs go through
/// temporary files, so neither can fill a pipe and block the child. A run longer than
/// `timeout` seconds is terminated and reported as `timedOut`.
func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval = 120) throws -> ToolRun {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout"), errURL = directory.appendingPathComponent("stderr")
    for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            timedOut = true
            process.terminate()
            break
        }
        Thread.sleep(forTimeInterval: 0.02)
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ToolRun(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
        timedOut: timedOut
    )
}

/// The first of `names` found as an executable on PATH (or in /usr/bin, /usr/local/bin), or nil.
func findExecutable(_ names: [String]) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    for name in names {
        for directory in directories {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
    }
    return nil
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-previews-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Width and height from a PNG's IHDR chunk, or nil when `data` is not a PNG.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
          bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}

/// The parameterized tests run once per seed: without the repository's Seeds/ they would
/// run zero times and pass, so finding the seeds is a test of its own.
@Suite struct BundledSeedsAreFound {
    @Test func seedsAreFound() {
        #expect(Repo.seedNames.count >= 10, "found \(Repo.seedNames.count) seeds in \(Repo.seeds.path): the tests need the repository's Seeds/ folder")
    }
}
