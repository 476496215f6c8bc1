import Foundation
import SpecModel
import Testing
import Validation

/// Every rule, run on its own examples (as SwiftLint's generic rule test does).
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("each rule triggers on its triggering examples and on none of its non-triggering ones", arguments: RuleRegistry.identifiers)
    func examples(identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(for: identifier))
        let description = rule.ruleDescription
        #expect(description.triggeringExamples.count >= 2, "\(identifier) needs at least 2 triggering examples")
        #expect(description.nonTriggeringExamples.count >= 2, "\(identifier) needs at least 2 non-triggering examples")
        let validator = Validator()

        for example in description.triggeringExamples {
            let location = example.sourceLocation
            guard let spec = try? parseSpec(example.yaml, sourceLocation: location) else { continue }
            let report = validator.validate(spec)
            #expect(
                report.findings.contains { $0.rule == identifier },
                "\(identifier) should trigger on:\n\(example.yaml)\nfindings: \(ruleIDs(report))",
                sourceLocation: location
            )
            // The rule's own check agrees with what the validator reports.
            #expect(!rule.check(spec).isEmpty, sourceLocation: location)
            #expect(report.findings.filter { $0.rule == identifier }.allSatisfy { $0.severity == description.severity && !$0.message.isEmpty })
        }
        for example in description.nonTriggeringExamples {
            let location = example.sourceLocation
            guard let spec = try? parseSpec(example.yaml, sourceLocation: location) else { continue }
            let report = validator.validate(spec)
            let hits = (report.findings + report.suppressed).filter { $0.rule == identifier }
            #expect(hits.isEmpty, "\(identifier) should not trigger on:\n\(example.yaml)\nbut said: \(hits.map(\.message))", sourceLocation: location)
        }
    }

    /// PRINCIPLES.md's rows whose "in a spec" column applies, with severity and sources,
    /// and the two rules about `disable:` entries.
    static let expected: [(identifier: String, severity: Severity, sources: [String])] = [
        ("single_container_match", .warning, ["000"]),
        ("too_many_matches", .warning, ["000"]),
        ("multiple_sources", .error, ["003", "001"]),
        ("undelayed_fade", .warning, ["000", "002"]),
        ("namespace_mismatch", .error, ["003"]),
        ("unstable_id", .error, ["003"]),
        ("navigation_push", .error, ["004"]),
        ("font_not_interpolated", .info, ["000"]),
        ("properties_fit", .info, ["003"]),
        ("unsupported_host", .warning, ["003"]),
        ("heavy_context", .warning, ["003"]),
        ("no_shared_identity", .warning, ["002"]),
        ("missing_animation", .error, ["001", "002"]),
        ("static_element", .info, ["derived"]),
        ("suppression_without_reason", .warning, ["derived"]),
        ("unknown_rule", .error, ["derived"]),
    ]

    @Test("the registry holds exactly the spec rules of PRINCIPLES.md, in its order, with its severities and sources")
    func registryCoversPrinciples() {
        let identifiers = RuleRegistry.identifiers
        #expect(Set(identifiers).count == identifiers.count, "duplicate identifiers: \(identifiers)")
        #expect(identifiers == Self.expected.map(\.identifier))
        for (identifier, severity, sources) in Self.expected {
            let description = RuleRegistry.description(for: identifier)
            #expect(description?.severity == severity, "\(identifier)")
            #expect(description?.sources == sources, "\(identifier)")
        }
        // Checked only in SwiftUI source: never in the registry.
        for identifier in ["unmatched_element", "separate_parents"] {
            #expect(RuleRegistry.rule(for: identifier) == nil)
        }
    }

    @Test("every description is complete, points at its docs and names its design note in words", arguments: RuleRegistry.identifiers)
    func descriptionIsComplete(identifier: String) throws {
        let description = try #require(RuleRegistry.description(for: identifier))
        #expect(description.identifier.allSatisfy { $0.isLowercase || $0 == "_" })
        #expect(!description.name.isEmpty && !description.principle.isEmpty && !description.hint.isEmpty)
        #expect(!description.principle.contains("\n"), "the principle is one line")
        // Findings point at the rule's section of the docs; its sources read as words.
        #expect(description.reference == "docs/rules.md#\(identifier)")
        #expect(!description.sources.isEmpty)
        for title in description.sourceTitles {
            #expect(title.contains(" "), "source '\(title)' is not described in words")
        }
    }

    /// The design notes live beside the repository (`../shared/seeds`), not in it: where
    /// they are absent this test is skipped, and the run says so.
    static let designNotes = Repository.root.deletingLastPathComponent().appendingPathComponent("shared")
    static let designNotesPresent = FileManager.default.fileExists(atPath: designNotes.appendingPathComponent("seeds").path)

    @Test("every rule's design note exists", .enabled(if: designNotesPresent, "the design notes (../shared/seeds beside the repository) are not here"))
    func designNotesExist() throws {
        var checked = 0
        for identifier in RuleRegistry.identifiers {
            let description = try #require(RuleRegistry.description(for: identifier))
            guard description.sources != ["derived"] else { continue }
            let notes = try FileManager.default.contentsOfDirectory(atPath: Self.designNotes.appendingPathComponent("seeds").path)
            #expect(notes.contains { $0.hasPrefix("\(description.designNote)_") }, "no design note \(description.designNote)")
            checked += 1
        }
        #expect(checked >= 5, "only \(checked) rules name a design note")
    }

    @Test("an example is completed with the default header and elements, but keeps what it sets")
    func exampleDefaults() throws {
        let bare = Example("context: overlay")
        let spec1 = try parseSpec(bare.yaml)
        #expect(spec1.name.rawValue == "example" && spec1.namespace.rawValue == "ns")
        #expect(spec1.elements.map(\.id) == ["artwork", "title"])
        #expect(spec1.animation != nil && spec1.context == .overlay)

        let own = Example("""
            name: own
            animation: null
            elements:
              - id: solo
                to: { x: 0, y: 0, width: 10, height: 10 }
            """)
        let spec2 = try parseSpec(own.yaml)
        #expect(spec2.name.rawValue == "own" && spec2.animation == nil)
        #expect(spec2.elements.map(\.id) == ["solo"])
    }
}
