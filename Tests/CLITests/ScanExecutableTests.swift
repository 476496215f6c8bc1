import Foundation
import Testing
import TestThreads

/// herocat-scan is `herocat scan` for the SwiftPM plugins, built without the catalog and
/// the server: it must say exactly what `herocat scan` says, and exit the same way.
@Suite("herocat-scan, the plugins' scanner", .waitsOnProcesses)
struct ScanExecutableTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    static let fixtures = HerocatProcess.repository.appendingPathComponent("Tests/SourceScanTests/Fixtures")

    static let cases: [[String]] = [
        [fixtures.path],                                                                   // findings with an error: exit 1
        ["--format", "sarif", fixtures.appendingPathComponent("000-correct-multiple-ids.swift").path],
        ["--format", "json", fixtures.appendingPathComponent("000-incorrect-single-container-id.swift").path],
        ["--strict", fixtures.appendingPathComponent("000-incorrect-single-container-id.swift").path],
        ["missing.swift", "also-missing"],                                                 // refused: exit 3, both named
        ["--format", "yaml", fixtures.path],                                               // a usage error: exit 2
    ]

    @Test("herocat-scan ARGS prints and exits as herocat scan ARGS", arguments: cases)
    func sameAsHerocatScan(arguments: [String]) throws {
        let scan = try HerocatProcess.run(["scan"] + arguments, in: directory.url)
        let alone = try HerocatProcess.run(arguments, in: directory.url, program: HerocatProcess.scanExecutable.path)
        #expect(alone.status == scan.status)
        #expect(alone.stdout == scan.stdout)
        // A usage error ends with the usage line, which names the command that was run.
        #expect(alone.stderr == scan.stderr.replacingOccurrences(of: "herocat scan [--db <path>] [--wait <seconds>] [--remote <url>] [--author <name>]", with: "herocat-scan")
            .replacingOccurrences(of: " [--import] [--force]", with: "").replacingOccurrences(of: "'herocat scan --help'", with: "'herocat-scan --help'"))
        #expect(!scan.stdout.isEmpty || !scan.stderr.isEmpty)
    }

    @Test("herocat-scan --version is herocat's version")
    func version() throws {
        let alone = try HerocatProcess.run(["--version"], in: directory.url, program: HerocatProcess.scanExecutable.path)
        let herocat = try HerocatProcess.run(["--version"], in: directory.url)
        #expect(alone.status == 0 && !alone.stdout.isEmpty && alone.stdout == herocat.stdout)
    }

    @Test("herocat scan without herocat-scan beside it or on PATH: exit 2, saying how to build it, catalog untouched", arguments: [[], ["--import"]])
    func missingScanner(extra: [String]) throws {
        let lonely = directory.url.appendingPathComponent("bin/herocat")
        try FileManager.default.createDirectory(at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: HerocatProcess.executable, to: lonely)
        let fixture = Self.fixtures.appendingPathComponent("000-correct-multiple-ids.swift").path
        let result = try HerocatProcess.run(["scan"] + extra + [fixture], in: directory.url, environment: ["PATH": "/usr/bin:/bin"], program: lonely.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("herocat-scan is not installed beside herocat or on PATH"), "\(result.stderr)")
        #expect(result.stderr.contains("swift build --product herocat-scan"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("herocat.sqlite").path))
    }
}
