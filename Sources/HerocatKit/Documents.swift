import CatalogStore
import SpecModel
import Validation

/// The JSON documents of SPEC.md §2 that more than one front end prints: built
/// once here, rendered with `SpecDocument`'s printers.
public enum Documents {
    /// One `list` row: name, title, pattern, elements, worst.
    public static func summary(_ summary: SpecSummary) -> SpecDocument {
        .object([
            ("name", .string(summary.name)), ("title", summary.title.map(SpecDocument.string) ?? .null),
            ("pattern", .string(summary.pattern)), ("elements", .number(Double(summary.elementCount))),
            ("worst", summary.worst.map(SpecDocument.string) ?? .null),
        ], inline: true)
    }

    /// One `history` entry: revision, action, author, time, change.
    public static func revision(_ revision: Revision) -> SpecDocument {
        .object([
            ("revision", .number(Double(revision.number))), ("action", .string(revision.action)),
            ("author", .string(revision.author)), ("time", .string(revision.time)), ("change", .string(revision.change)),
        ], inline: true)
    }

    public static func history(_ revisions: [Revision]) -> SpecDocument {
        .list(revisions.map(revision), inline: false)
    }

    /// One finding, with the fields of `validate --format json`.
    public static func finding(_ finding: Finding) -> SpecDocument {
        var fields: [(key: String, value: SpecDocument)] = [
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ("transition", .string(finding.transition)), ("element", finding.element.map(SpecDocument.string) ?? .null),
            ("message", .string(finding.message)), ("hint", .string(finding.hint)), ("reference", .string(finding.reference)),
        ]
        if let file = finding.file {
            fields += [
                ("file", .string(file)), ("line", finding.line.map { .number(Double($0)) } ?? .null),
                ("column", finding.column.map { .number(Double($0)) } ?? .null),
            ]
        }
        return .object(fields, inline: false)
    }

    public static func findings(_ findings: [Finding]) -> SpecDocument {
        .list(findings.map(finding), inline: false)
    }

    /// The rule catalog of `rules --json`: spec rules, then those only SwiftUI source can break.
    public static var rules: SpecDocument {
        let sourceOnly = Set(RuleRegistry.sourceOnly.map(\.ruleDescription.identifier))
        return .list(RuleRegistry.withSourceOnly.map(\.ruleDescription).map { rule in
            SpecDocument.object([
                ("identifier", .string(rule.identifier)), ("name", .string(rule.name)),
                ("severity", .string(rule.severity.rawValue)), ("principle", .string(rule.principle)),
                ("hint", .string(rule.hint)), ("sources", .list(rule.sources.map(SpecDocument.string), inline: true)),
                ("reference", .string(rule.reference)),
                ("sourceOnly", .bool(sourceOnly.contains(rule.identifier))),
            ], inline: false)
        }, inline: false)
    }

    /// An error as data: a stable `code`, a message, and the facts of its kind.
    public static func error(_ error: ServiceError) -> SpecDocument {
        var fields: [(key: String, value: SpecDocument)] = [("code", .string(error.kind.rawValue)), ("message", .string(error.message))]
        if !error.lines.isEmpty { fields.append(("errors", .list(error.lines.map(SpecDocument.string), inline: false))) }
        if !error.findings.isEmpty { fields.append(("findings", findings(error.findings))) }
        if error.kind == .staleRevision { fields.append(("currentRevision", error.currentRevision.map { .number(Double($0)) } ?? .null)) }
        return .object(fields, inline: false)
    }
}
