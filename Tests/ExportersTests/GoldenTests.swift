import Foundation
import GoldenFiles
import SpecModel
import Testing
@testable import Exporters

/// Every bundled seed in every format, byte for byte against `Golden/<name>.<extension>`.
/// `Tests/update-goldens.sh` rewrites the files instead; review the diff before committing it.
@Suite struct GoldenTests {
    @Test(arguments: Repo.seedNames, Exporter.all.map(\.format))
    func matchesGoldenFile(seed: String, format: String) throws {
        let exporter = try #require(Exporter.named(format))
        let output = try exporter.export(try Repo.seed(seed), ExportOptions())
        let file = Repo.golden.appendingPathComponent("\(seed).\(exporter.fileExtension)")
        if let problem = GoldenFile.problem(output, file: file) { Issue.record(Comment(rawValue: problem)) }
    }

    /// No golden file is left over from a seed or format that no longer exists.
    @Test func noStaleGoldenFiles() throws {
        guard !GoldenFile.isUpdating else { return }
        let expected = Set(Repo.seedNames.flatMap { seed in Exporter.all.map { "\(seed).\($0.fileExtension)" } })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Repo.golden.path))
        #expect(present.subtracting(expected).isEmpty, "stale golden files: \(present.subtracting(expected).sorted())")
    }
}
