import MotionCore
import SpecModel

/// `docs/reference/spec-fields.md`: every field of the spec format with its type,
/// default, range and allowed values, one table per mapping.
enum SpecFieldReference {
    static var markdown: String {
        var lines = [
            Pages.generatedNote,
            "",
            "# Spec fields",
            "",
            "Every field of a transition spec (YAML or JSON). The prose guide is [the spec format](../spec-format.md);",
            "the same fields as a JSON Schema: [`spec.schema.json`](../schema/spec.schema.json) (`herocat schema spec`).",
            "Unknown keys are refused; a key with no value (`summary:`, `animation: null`) is the same as leaving it out.",
            "Text is a string: quote one that YAML would read as a number or a boolean (`id: \"1\"`, `title: \"2048\"`, `tags: [\"yes\"]`).",
        ]
        for group in SpecFieldGroup.allCases {
            lines += ["", "## \(group.title)", "", group.summary, "", "| field | type and allowed values | required | default | meaning |", "|---|---|---|---|---|"]
            for field in group.fields {
                lines.append("| `\(field.name)` | \(type(field.kind)) | \(field.required ? "yes" : "no") | \(field.defaultValue.map { "`\($0)`" } ?? "–") | \(field.summary) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func type(_ kind: SpecField.Kind) -> String {
        switch kind {
        case .text: return "text"
        case .nonBlankText: return "text, not blank"
        case .ruleIdentifier: return "rule identifier `[a-z][a-z0-9_]*`"
        case .catalogName: return "catalog name `[a-z0-9][a-z0-9._-]*`, at most \(CatalogName.maxLength) characters"
        case .identifier: return "Swift identifier (not a keyword)"
        case .version: return "integer `1`"
        case .number(let range): return "number in \(range.bounds)"
        case .choice(let values): return "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
        case .textList: return "list of text"
        case .group(let group): return "mapping ([\(group.title)](#\(anchor(group.title))))"
        case .groupList(let group): return "list of mappings ([\(group.title)](#\(anchor(group.title))))"
        case .animation: return "animation expression ([expressions](expressions.md#animations))"
        case .font: return "font expression ([expressions](expressions.md#fonts))"
        case .anchor: return "one of " + UnitPoint.keywords.map { "`\($0.name)`" }.joined(separator: ", ") + ", or `[x, y]` (unit point)"
        case .transition: return "`opacity`, `scale`, `none`, or `move(edge: E)` with E one of " + Edge.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        }
    }

    /// GitHub's heading anchor: lowercase, spaces to `-`, punctuation dropped.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }
}
