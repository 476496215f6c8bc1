import Foundation
import SourceScan
import Testing

/// Bad files are reported and skipped; they never stop the scan.
@Suite struct RobustnessTests {
    static let good = morph(expanded: artworkAndTitle, collapsed: artworkAndTitle, animation: "")

    @Test func badFilesAreProblemsAndTheGoodOneIsChecked() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("Binary.swift")
        let latin1 = directory.appendingPathComponent("Latin1.swift")
        let broken = directory.appendingPathComponent("Broken.swift")
        let good = directory.appendingPathComponent("Good.swift")
        try Data([0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01, 0x03, 0x00]).write(to: binary)
        try Data("struct Caf\u{E9} {}".data(using: .isoLatin1)!).write(to: latin1)
        try Data("struct Broken: View {\n    var body: some View {\n        VStack {\n            Text(\"x\"\n".utf8).write(to: broken)
        try Data(Self.good.utf8).write(to: good)
        // Not Swift: ignored when walking a directory.
        try Data("not swift".utf8).write(to: directory.appendingPathComponent("notes.txt"))

        let result = SourceScanner().scan(paths: [directory.path])
        #expect(result.problems.count == 3, "\(result.problems)")
        #expect(result.problems.contains { $0.hasPrefix(binary.path + ": binary file") })
        #expect(result.problems.contains { $0.hasPrefix(latin1.path + ": not UTF-8") })
        let brokenProblem = try #require(result.problems.first { $0.hasPrefix(broken.path + ": ") })
        #expect(brokenProblem.contains("syntax error"))
        #expect(brokenProblem.contains("first at 4:"))
        #expect(result.findings("missing_animation").first?.file == good.path)
        #expect(result.filesScanned == 2)
        #expect(result.linesScanned == Self.good.split(separator: "\n", omittingEmptySubsequences: false).count + 4)
    }

    @Test func missingPathsAreProblems() {
        let result = SourceScanner().scan(paths: ["/nonexistent/herocat/Nothing.swift", Repo.fixture("001-correct-matched-mini-player.swift").path])
        #expect(result.problems == ["/nonexistent/herocat/Nothing.swift: no such file or directory"])
        #expect(result.transitions.count == 1)
    }

    @Test func hiddenDirectoriesAreSkipped() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hidden = directory.appendingPathComponent(".build/checkouts")
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        try Data(Self.good.utf8).write(to: hidden.appendingPathComponent("Vendored.swift"))
        try Data(Self.good.utf8).write(to: directory.appendingPathComponent("Mine.swift"))
        let result = SourceScanner().scan(paths: [directory.path])
        #expect(result.filesScanned == 1)
        #expect(result.findings.allSatisfy { $0.file?.hasSuffix("/Mine.swift") == true })
    }

    @Test func anEmptyFileIsFine() {
        let result = scan("")
        #expect(result.problems.isEmpty)
        #expect(result.reports.isEmpty)
        #expect(result.linesScanned == 0)
    }

    /// Hostile but valid Swift: deep nesting, odd ids, recursion between views.
    @Test func oddButValidSwiftDoesNotCrash() {
        let deep = String(repeating: "VStack {\n", count: 40) + "Text(\"x\").matchedGeometryEffect(id: \"a\\nb\\u{0}\", in: ns)\n" + String(repeating: "}\n", count: 40)
        let source = """
        struct Loop: View {
            @Namespace var ns
            var body: some View { Other(ns: ns) }
        }
        struct Other: View {
            var ns: Namespace.ID
            var body: some View {
                Loop()
                Other(ns: ns)
                \(deep)
            }
        }
        """
        let result = scan(source)
        #expect(result.problems.isEmpty)
        #expect(!result.transitions.isEmpty)
    }
}
