import Foundation
import SpecModel
import Testing
import Validation

/// The bundled example catalog: each anti-pattern trips the rule it illustrates, and
/// the correct examples are clean.
@Suite("Bundled seeds")
struct SeedTests {
    /// The seeds tagged `anti-pattern`, with the rule each one illustrates (Seeds/README.md).
    static let antiPatterns: [String: String] = [
        "recipes.single-container-card": "single_container_match",
        "music.slide-in-player": "no_shared_identity",
        "photos.push-across-navigation": "navigation_push",
    ]

    static func loadSeeds() throws -> [(file: URL, spec: TransitionSpec, sourceMap: SourceMap)] {
        try Repository.seedFiles().map { file in
            let located = try TransitionSpec.parseLocated(bytes: Array(try Data(contentsOf: file)), file: file.lastPathComponent)
            return (file, located.spec, located.sourceMap)
        }
    }

    @Test("the seeds are found")
    func seedsExist() throws {
        #expect(try Repository.seedFiles().count >= 10)
    }

    @Test("every anti-pattern seed is mapped to a rule, and every mapped seed is an anti-pattern")
    func antiPatternsAreMapped() throws {
        let tagged = try Self.loadSeeds().filter { $0.spec.tags.contains("anti-pattern") }.map(\.spec.name.rawValue)
        #expect(Set(tagged) == Set(Self.antiPatterns.keys))
    }

    @Test("each anti-pattern seed triggers the rule it illustrates", arguments: antiPatterns.keys.sorted())
    func antiPatternTriggersItsRule(name: String) throws {
        let seed = try #require(try Self.loadSeeds().first { $0.spec.name.rawValue == name })
        let rule = try #require(Self.antiPatterns[name])
        let report = Validator().validate(seed.spec, sourceMap: seed.sourceMap)
        let hits = report.findings.filter { $0.rule == rule }
        #expect(!hits.isEmpty, "\(name) should trigger \(rule); found \(ruleIDs(report))")
        // The summary names the rule it illustrates.
        #expect(seed.spec.summary?.contains(rule) == true)
        for hit in hits {
            #expect(hit.file == seed.file.lastPathComponent && hit.line != nil)
            #expect(hit.severity >= .warning)
        }
    }

    @Test("no correct seed has a warning or an error")
    func correctSeedsAreClean() throws {
        let correct = try Self.loadSeeds().filter { !$0.spec.tags.contains("anti-pattern") }
        #expect(!correct.isEmpty)
        for seed in correct {
            let report = Validator().validate(seed.spec, sourceMap: seed.sourceMap)
            let serious = report.findings.filter { $0.severity >= .warning }
            #expect(serious.isEmpty, "\(seed.spec.name): \(serious.map { "\($0.rule): \($0.message)" })")
            #expect(report.worst.map { $0 <= .info } ?? true)
            #expect(!report.failed(strict: true))
        }
    }
}
