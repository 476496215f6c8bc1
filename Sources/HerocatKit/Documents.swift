import CatalogStore
import SpecModel
import Validation

/// The JSON documents of the command line and the API, built once here for every front end and printed
/// with `SpecDocument`'s printers: list rows, history entries, the rule catalog, and
/// errors as data.
public enum Documents {
    /// One `list` row: name, title, pattern, elements, worst (on one line).
    public static func summary(_ summary: SpecSummary) -> SpecDocument {
        var fields = SpecDocument.FieldList()
        summaryFields(summary, into: &fields)
        return .object(fields.fields, inline: true)
    }

    /// The fields of a `list` row, for `summary` and for listings that stream rows as text.
    public static func summaryFields(_ summary: SpecSummary, into sink: inout some JSONFieldSink) {
        sink.field("name", summary.name)
        sink.field("title", summary.title)
        sink.field("pattern", summary.pattern)
        sink.field("elements", summary.elementCount)
        sink.field("worst", summary.worst)
    }

    /// One `history` entry: revision, action, author, time, change (on one line), and
    /// with `diff` its YAML diff against the revision before.
    public static func revision(_ revision: Revision, diff: String? = nil) -> SpecDocument {
        .object([
            ("revision", .number(Double(revision.number))), ("action", .string(revision.action)),
            ("author", .string(revision.author)), ("time", .string(revision.time)), ("change", .string(revision.change)),
        ] + (diff.map { [("diff", .string($0))] } ?? []), inline: true)
    }

    /// `history --json`: every revision, oldest first; `diffs`, when given, one per revision.
    public static func history(_ revisions: [Revision], diffs: [String]? = nil) -> SpecDocument {
        .list(revisions.indices.map { revision(revisions[$0], diff: diffs?[$0]) }, inline: false)
    }

    /// The rule catalog in the order `rules` lists it: spec rules, then those only SwiftUI
    /// source can break (checked by `scan`), each marked so.
    public static var ruleCatalog: [(rule: RuleDescription, sourceOnly: Bool)] {
        let sourceOnly = Set(RuleRegistry.sourceOnly.map(\.ruleDescription.identifier))
        return RuleRegistry.documented.map(\.ruleDescription).map { ($0, sourceOnly.contains($0.identifier)) }
    }

    /// `rules --json`: the rule catalog, one object a rule.
    public static var rules: SpecDocument {
        .list(ruleCatalog.map { rule, sourceOnly in
            SpecDocument.object([
                ("identifier", .string(rule.identifier)), ("name", .string(rule.name)),
                ("severity", .string(rule.severity.rawValue)), ("principle", .string(rule.principle)),
                ("hint", .string(rule.hint)), ("sources", .list(rule.sourceTitles.map(SpecDocument.string), inline: true)),
                ("reference", .string(rule.reference)),
                ("sourceOnly", .bool(sourceOnly)),
            ], inline: false)
        }, inline: false)
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

    /// An error as data: its kind as a stable `code`, the problems in neutral words,
    /// the findings that refused a write, and the facts a client acts on.
    public static func error(_ error: ServiceError) -> SpecDocument {
        var fields: [(key: String, value: SpecDocument)] = [
            ("code", .string(error.kind.rawValue)),
            ("errors", .list(error.lines.map(SpecDocument.string), inline: false)),
        ]
        let findings = error.problems.compactMap { problem -> Finding? in
            if case .errorFinding(let finding) = problem { return finding }
            return nil
        }
        if !findings.isEmpty { fields.append(("findings", .list(findings.map(finding), inline: false))) }
        let conflicts = error.problems.compactMap(conflict)
        if !conflicts.isEmpty { fields.append(("conflicts", .list(conflicts, inline: false))) }
        if let closing = error.closing { fields.append(("closing", .string(closing))) }
        for problem in error.problems {
            switch problem {
            case .catalog(.revisionConflict(let name, _, let current)):
                fields.append(("name", .string(name.rawValue)))
                fields.append(("currentRevision", current.map { .number(Double($0)) } ?? .null))
            case .catalog(.exists(let name)):
                fields.append(("names", .list([.string(name.rawValue)], inline: true)))
            case .catalog(.allExist(let names)):
                fields.append(("names", .list(names.map { .string($0.rawValue) }, inline: true)))
            case .catalog(.noRevision(let name, let number)), .catalog(.revisionIsRemoval(let name, let number)):
                fields.append(("name", .string(name.rawValue)))
                fields.append(("revision", .number(Double(number))))
                if case .catalog(.revisionIsRemoval) = problem { fields.append(("removal", .bool(true))) }
            default: break
            }
        }
        if let nearest = error.nearest { fields.append(("nearest", .string(nearest))) }
        return .object(fields, inline: false)
    }

    /// A load's or dump's conflict with its facts: the spec, its file, the revision last
    /// exchanged (`base`) and the catalog's newest revision now, for a client to word it.
    static func conflict(_ problem: Problem) -> SpecDocument? {
        var fields: [(key: String, value: SpecDocument)]
        let now: RevisionState
        switch problem {
        case let .changedOnBothSides(name, file, base, state, side):
            fields = [("kind", .string("changedOnBothSides")), ("name", .string(name)), ("file", .string(file)),
                      ("base", base.map { .number(Double($0)) } ?? .null), ("forcedSide", .string(side == .file ? "file" : "catalog"))]
            now = state
        case let .keptFromPruning(name, base, state):
            fields = [("kind", .string("keptFromPruning")), ("name", .string(name)), ("base", .number(Double(base)))]
            now = state
        case let .behindCatalog(name, file, revision, state):
            fields = [("kind", .string("behindCatalog")), ("name", .string(name)), ("file", .string(file)), ("base", .number(Double(revision)))]
            now = state
        default: return nil
        }
        fields += [("revision", .number(Double(now.revision))), ("exists", .bool(now.exists)), ("author", .string(now.author)), ("time", .string(now.time))]
        return .object(fields, inline: true)
    }
}
