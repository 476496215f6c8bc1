import Foundation
import Testing

/// herocat-scan is `herocat scan` for the SwiftPM plugins, built without the catalog and
/// the server: it must say exactly what `herocat scan` says, and exit the same way.
@Suite("herocat-scan, the plugins' scanner")
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
}
