import Foundation
import SpecModel
import Testing
import Validation

/// Paths of the repository this test file belongs to. `#filePath` may point through a
/// symlink (a scratch package that links these sources), so it is resolved first.
enum Repository {
    /// The repository root: this file is `<root>/Tests/ValidationTests/TestSupport.swift`.
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let seeds = root.appendingPathComponent("Seeds")
    static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    static let golden = root.appendingPathComponent("Tests/ValidationTests/Golden")

    /// Every bundled seed file, sorted by name.
    static func seedFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

extension Example {
    /// Where the example was written, for Swift Testing to report a failure there.
    var sourceLocation: Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Parses a spec written in a test; a parse error fails the test with every issue.
func parseSpec(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TransitionSpec {
    do {
        return try TransitionSpec.parse(yaml, file: "test.yaml")
    } catch {
        Issue.record("the spec does not parse:\n\(error)\n---\n\(yaml)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The identifiers of a report's active findings, in order.
func ruleIDs(_ report: ValidationReport) -> [String] {
    report.findings.map(\.rule)
}
