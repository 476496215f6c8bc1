import Foundation
import SpecModel
import Testing
import Validation

/// The registry and the rules' descriptions. The examples of every rule run in
/// SourceScanTests' `RuleExampleTests`, which sees both the validator and the scanner.
@Suite("Rule registry")
struct RuleRegistryTests {
    /// The rules a spec can break (docs/rules.md, in its order), with severity and sources,
    /// and the rules about `disable:` entries.
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

    @Test("the registry holds exactly the spec rules, in the order of docs/rules.md, with their severities and sources")
    func registryCoversPrinciples() {
        let identifiers = RuleRegistry.identifiers
        #expect(Set(identifiers).count == identifiers.count, "duplicate identifiers: \(identifiers)")
        #expect(identifiers == Self.expected.map(\.identifier))
        for (rule, expected) in zip(RuleRegistry.all, Self.expected) {
            #expect(rule.ruleDescription.severity == expected.severity, "\(expected.identifier)")
            #expect(rule.ruleDescription.sources == expected.sources, "\(expected.identifier)")
        }
        // Checked only in SwiftUI source: never in the registry.
        #expect(RuleRegistry.sourceOnlyIdentifiers == ["unmatched_element", "separate_parents"])
        #expect(Set(RuleRegistry.identifiers).isDisjoint(with: RuleRegistry.sourceOnlyIdentifiers))
    }

    @Test("every description is complete, points at its docs and names its design note in words", arguments: RuleRegistry.all.map(\.ruleDescription))
    func descriptionIsComplete(description: RuleDescription) throws {
        let identifier = description.identifier
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
