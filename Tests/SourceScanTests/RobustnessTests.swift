import Foundation
import SourceScan
import Validation
import Testing

/// Bad files are reported and skipped; they never stop the scan.
@Suite struct RobustnessTests {
    static let good = SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle, animation: "")

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

    /// A scan in which no file could be checked is refused with each file's reason.
    @Test func aLoneUnreadableFileIsRefusedWithItsReason() throws {
        let directory = try temporaryDirectory()
        let binary = directory.appendingPathComponent("Blob.swift")
        try Data([0x53, 0x00, 0xFF, 0x01]).write(to: binary)
        #expect(throws: ScanRefusal.self) { try SourceScanner().checkedScan(paths: [binary.path]) }
        do {
            _ = try SourceScanner().checkedScan(paths: [binary.path])
        } catch {
            #expect(error.lines.first == "no Swift file could be checked")
            #expect(error.lines.dropFirst().contains { $0.hasPrefix(binary.path + ": ") && $0.contains("binary") }, "\(error.lines)")
        }
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

    /// A file given twice (itself and its folder, or through a link) is read once, and a
    /// link back up the tree does not walk forever; a link to a file is followed.
    @Test func filesReachedTwiceAreReadOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let views = directory.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        let mine = views.appendingPathComponent("Mine.swift")
        try Data(Self.good.utf8).write(to: mine)
        try FileManager.default.createSymbolicLink(at: views.appendingPathComponent("Loop"), withDestinationURL: directory)
        let shared = directory.appendingPathComponent("Shared.swift")
        try Data(Self.good.utf8).write(to: shared)
        try FileManager.default.createSymbolicLink(at: views.appendingPathComponent("Alias.swift"), withDestinationURL: shared)

        let result = SourceScanner().scan(paths: [directory.path, mine.path, views.path])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.filesScanned == 2)
        #expect(Set(result.findings.compactMap(\.file)) == [shared.path, mine.path])
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

/// Files past herocat's ceilings, or out of time, are `unscannable_file` findings with
/// their reason, in every output format, and the scan goes on.
@Suite struct UnscannableFileTests {
    static let good = RobustnessTests.good

    @Test func deepSquareBracketsAreUnscannableNotACrash() {
        let result = SourceScanner().scan(sources: [
            SourceInput(path: "Deep.swift", text: "print(" + String(repeating: "[", count: 1000) + ")\n"),
            SourceInput(path: "Good.swift", text: Self.good),
        ])
        let finding = result.findings("unscannable_file").first
        #expect(finding?.file == "Deep.swift" && finding?.severity == .warning)
        #expect(finding?.message.contains("square brackets nest deeper than \(ScanLimits.maximumSquareNesting) levels") == true, "\(result.listing)")
        #expect(finding?.line == 1 && finding?.column == 7 + ScanLimits.maximumSquareNesting)
        #expect(result.findings("missing_animation").first?.file == "Good.swift")
    }

    @Test func tenThousandNestedBracketsAreUnscannable() {
        let source = "let x = " + String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000) + "\n"
        let result = scan(source)
        #expect(result.findings.map(\.rule) == ["unscannable_file"])
        #expect(result.findings.first?.message.contains("brackets nest deeper than \(ScanLimits.maximumNesting) levels") == true)
    }

    /// Brackets inside strings and comments do not count; real nesting under the ceiling parses.
    @Test func bracketsInStringsAndCommentsDoNotCount() {
        let brackets = String(repeating: "[", count: 200)
        let source = "// \(brackets)\n/* \(brackets) */\nlet a = \"\(brackets)\"\nlet b = \"\"\"\n\(brackets)\n\"\"\"\n"
            + "let c = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40) + "\n"
        let result = scan(source)
        #expect(result.findings.isEmpty, "\(result.listing)")
        #expect(result.problems.isEmpty)
    }

    @Test func aFileOverTheSizeCeilingIsUnscannable() {
        let big = String(repeating: "// filler line of a generated file\n", count: ScanLimits.maximumFileBytes / 35 + 10)
        let result = scan(big)
        #expect(result.findings.map(\.rule) == ["unscannable_file"])
        #expect(result.findings.first?.message.contains("larger than herocat's ceiling") == true)
    }

    @Test func aFileOutOfTimeIsUnscannable() {
        let result = SourceScanner(fileTimeBudget: 0).scan(source: Self.good)
        #expect(result.findings.map(\.rule) == ["unscannable_file"])
        #expect(result.findings.first?.message.contains("not finished within") == true)
    }

    @Test func everyFileOutOfTimeIsReportedAndTheScanEnds() {
        // Each file out of time leaves its reading thread behind; new ones read the rest.
        let sources = (0..<6).map { SourceInput(path: "File\($0).swift", text: Self.good) }
        let result = SourceScanner(fileTimeBudget: 0).scan(sources: sources)
        let findings = result.reports.flatMap(\.findings)
        #expect(findings.map(\.rule) == Array(repeating: "unscannable_file", count: 6))
        #expect(Set(findings.map(\.file)) == Set(sources.map(\.path)))
        #expect(result.problems.allSatisfy { $0.contains("not finished within the 0 s budget per file") }, "\(result.problems)")
    }

    @Test func syntaxErrorsAreUnscannableWithTheirPlace() {
        let result = scan("struct Broken: View {\n    var body: some View {\n        Text(\"x\"\n")
        let finding = result.findings.first
        #expect(finding?.rule == "unscannable_file" && finding?.message.contains("syntax error") == true)
        #expect(finding?.line == 3 && finding?.column == 17 && finding?.message.contains("first at 3:17") == true)
    }

    @Test func unscannableFilesAppearInEveryFormat() throws {
        let result = SourceScanner().scan(sources: [SourceInput(path: "Deep.swift", text: String(repeating: "[", count: 100))])
        for reporter in [FindingReporter.text, .json, .sarif, .github] {
            let output = reporter.render(result.reports, ScanResult.rules)
            #expect(output.contains("unscannable_file") && output.contains("Deep.swift"), "\(reporter): \(output)")
        }
        let sarif = FindingReporter.sarif.render(result.reports, ScanResult.rules)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let index = try #require(results.first?["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "unscannable_file")
    }
}
