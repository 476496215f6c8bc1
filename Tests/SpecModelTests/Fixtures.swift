import Foundation
import Testing

/// Files under `Tests/Fixtures` and the repository's `Seeds/`.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repository.appendingPathComponent("Tests/Fixtures")

    static func url(_ relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }
    static func bytes(_ relativePath: String) throws -> [UInt8] { Array(try Data(contentsOf: url(relativePath))) }
    static func text(_ relativePath: String) throws -> String { try String(contentsOf: url(relativePath), encoding: .utf8) }

    /// Malformed file name → a substring its error must contain.
    static let malformedExpectations: [String: String] = {
        let data = try! Data(contentsOf: url("malformed/expectations.json"))
        return try! JSONDecoder().decode([String: String].self, from: data)
    }()

    static var seedFiles: [URL] {
        let folder = repository.appendingPathComponent("Seeds")
        return (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))?
            .filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path } ?? []
    }
}

/// The parameterized tests run once per seed: without the repository's Seeds/ they would
/// run zero times and pass, so finding the seeds is a test of its own.
@Suite struct BundledSeedsAreFound {
    @Test func seedsAreFound() {
        #expect(Fixtures.seedFiles.count >= 10, "found \(Fixtures.seedFiles.count) seeds in \(Fixtures.repository.path): the tests need the repository's Seeds/ folder")
    }
}
