import Foundation
import SourceScan
import SpecModel
import Testing
import Validation

/// Files of the repository, found from this file's real path (the tests run the same from
/// the main package and from a scratch package that links these folders).
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = root.appendingPathComponent("Seeds")
    static let golden = root.appendingPathComponent("Tests/ExportersTests/Golden")
    static let fixtures = root.appendingPathComponent("Tests/SourceScanTests/Fixtures")

    /// Bundled seed names (`music.mini-player`), sorted.
    static let seedNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
    }()

    static func seed(_ name: String) throws -> TransitionSpec {
        let url = seeds.appendingPathComponent(name + ".yaml")
        return try TransitionSpec.parse(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
    }

    /// Seeds not tagged `anti-pattern` (the correct examples).
    static var correctSeedNames: [String] {
        seedNames.filter { name in (try? seed(name))?.tags.contains("anti-pattern") == false }
    }

    /// Fixture file names (`000-correct-multiple-ids.swift`), sorted.
    static let fixtureNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    static func fixture(_ name: String) -> URL {
        fixtures.appendingPathComponent(name)
    }
}

/// Scans one source text held in memory.
func scan(_ source: String, file: String = "Snippet.swift") -> ScanResult {
    SourceScanner().scan(source: source, path: file)
}

extension ScanResult {
    /// Every active finding, in report order.
    var findings: [Finding] { reports.flatMap(\.findings) }
    var suppressed: [Finding] { reports.flatMap(\.suppressed) }

    /// The rule identifiers of the active findings.
    var ruleIDs: [String] { findings.map(\.rule) }

    func findings(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule } }

    /// Active findings of severity warning or error.
    var warningsOrErrors: [Finding] { findings.filter { $0.severity >= .warning } }

    /// Findings as `file:line:column rule: message`, for failure messages.
    var listing: String {
        findings.map { "\($0.place) \($0.rule): \($0.message)" }.joined(separator: "\n")
    }
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-scan-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The 1-based line and column (UTF-8 bytes) where `needle` first occurs in `text` on a
/// line that also contains `lineMarker`.
func position(of needle: String, inLineContaining lineMarker: String, of text: String) -> (line: Int, column: Int)? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(lineMarker) {
        guard let range = line.firstRange(of: needle) else { continue }
        return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
    }
    return nil
}
