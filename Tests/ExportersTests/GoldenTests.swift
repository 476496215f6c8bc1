import Foundation
import SpecModel
import Testing
@testable import Exporters

/// Every bundled seed in every format, byte for byte against `Golden/<name>.<extension>`.
/// `HEROCAT_UPDATE_GOLDEN=1 swift test --filter GoldenTests` rewrites the files instead
/// (and fails nothing); review the diff before committing it.
@Suite struct GoldenTests {
    static let updating = ProcessInfo.processInfo.environment["HEROCAT_UPDATE_GOLDEN"] == "1"

    @Test(arguments: Repo.seedNames, Exporter.all.map(\.format))
    func matchesGoldenFile(seed: String, format: String) throws {
        let exporter = try #require(Exporter.named(format))
        let output = try exporter.export(try Repo.seed(seed), ExportOptions())
        let file = Repo.golden.appendingPathComponent("\(seed).\(exporter.fileExtension)")
        let hint = "regenerate with HEROCAT_UPDATE_GOLDEN=1 swift test --filter GoldenTests and review the diff"

        if Self.updating {
            try FileManager.default.createDirectory(at: Repo.golden, withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
            return
        }
        guard let expected = try? Data(contentsOf: file) else {
            Issue.record("missing golden file Golden/\(file.lastPathComponent); \(hint)")
            return
        }
        let actual = Data(output.utf8)
        guard actual != expected else { return }
        let expectedLines = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let actualLines = output.components(separatedBy: "\n")
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = line < expectedLines.count ? expectedLines[line] : "<end of file>"
        let got = line < actualLines.count ? actualLines[line] : "<end of file>"
        Issue.record("""
            Golden/\(file.lastPathComponent) differs at line \(line + 1):
              expected: \(want)
              actual:   \(got)
            \(hint)
            """)
    }

    /// No golden file is left over from a seed or format that no longer exists.
    @Test func noStaleGoldenFiles() throws {
        guard !Self.updating else { return }
        let expected = Set(Repo.seedNames.flatMap { seed in Exporter.all.map { "\(seed).\($0.fileExtension)" } })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Repo.golden.path))
        #expect(present.subtracting(expected).isEmpty, "stale golden files: \(present.subtracting(expected).sorted())")
    }
}
