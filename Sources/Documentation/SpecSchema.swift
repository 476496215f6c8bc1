import Exporters
import MotionCore
import SpecModel

/// JSON Schemas (draft 2020-12) users plug into editors and CI: the spec's, written from
/// `SpecFieldGroup`, and the timeline's, which the timeline exporter ships.
public enum Schemas {
    public static let names = ["spec", "timeline"]

    /// The schema called `name`, or nil.
    public static func named(_ name: String) -> String? {
        switch name {
        case "spec": return spec
        case "timeline": return TimelineSchema.json
        default: return nil
        }
    }

    public static var spec: String {
        var root: SpecDocument.Fields = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://herocat.dev/schema/spec.schema.json")),
            ("title", .string("herocat transition spec")),
        ]
        root += fields(of: .transition)
        let definitions = SpecFieldGroup.allCases.filter { $0 != .transition }.map { (key: $0.rawValue, value: object(fields(of: $0))) }
        root.append(("$defs", object(definitions)))
        return object(root).json
    }

    /// Schema objects print one member a line, in the order given.
    private static func object(_ fields: SpecDocument.Fields) -> SpecDocument {
        .object(fields, inline: false)
    }

    /// Lists of strings print on one line (`required`, `enum`, `examples`).
    private static func strings(_ items: [String]) -> SpecDocument {
        .list(items.map(SpecDocument.string), inline: true)
    }

    private static func fields(of group: SpecFieldGroup) -> SpecDocument.Fields {
        var fields: SpecDocument.Fields = [
            ("description", .string(group.summary)),
            ("type", .string("object")),
        ]
        let required = group.fields.filter(\.required).map(\.name)
        if !required.isEmpty { fields.append(("required", strings(required))) }
        fields.append(("properties", object(group.fields.map { (key: $0.name, value: property($0)) })))
        fields.append(("additionalProperties", .bool(false)))
        if group == .element {
            // A frame in at least one state (a null one is none).
            let frame = { (state: String) in object([("required", strings([state])), ("properties", .object([(state, .object([("type", .string("object"))], inline: true))], inline: true))]) }
            fields.append(("anyOf", .list([frame("from"), frame("to")], inline: false)))
        }
        return fields
    }

    private static func property(_ field: SpecField) -> SpecDocument {
        var description = field.summary
        if let value = field.defaultValue { description += " Default: \(value)." }
        let examples: SpecDocument.Fields = field.examples.isEmpty ? [] : [("examples", strings(field.examples))]
        return object([("description", .string(description))] + (field.required ? shape(field.kind) : nullable(shape(field.kind))) + examples)
    }

    /// `shape` or null: the parser reads an optional field that is null (`summary:`) as left out.
    private static func nullable(_ shape: SpecDocument.Fields) -> SpecDocument.Fields {
        var shape = shape
        if let index = shape.firstIndex(where: { $0.key == "type" }), case .string(let type) = shape[index].value {
            shape[index].value = strings([type, "null"])
        } else if let index = shape.firstIndex(where: { $0.key == "enum" }), case .list(let values, let inline) = shape[index].value {
            shape[index].value = .list(values + [.null], inline: inline)
        } else {
            return [("anyOf", .list([object(shape), .object([("type", .string("null"))], inline: true)], inline: false))]
        }
        return shape
    }

    private static func number(_ range: ValueRange) -> SpecDocument.Fields {
        [("type", .string("number")), (range.excludesLower ? "exclusiveMinimum" : "minimum", .number(range.lower)), ("maximum", .number(range.upper))]
    }

    private static func shape(_ kind: SpecField.Kind) -> SpecDocument.Fields {
        switch kind {
        case .text: return [("type", .string("string"))]
        // A character outside Unicode's White_Space, which the parser's blank test uses
        // (a regular expression's \s differs: it takes U+FEFF and leaves out U+0085).
        case .nonBlankText: return [("type", .string("string")), ("pattern", .string(#"[^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]"#))]
        case .ruleIdentifier: return [("type", .string("string")), ("pattern", .string("^[a-z][a-z0-9_]*$"))]
        case .catalogName:
            return [("type", .string("string")), ("pattern", .string("^[a-z0-9][a-z0-9._-]*$")), ("maxLength", .integer(CatalogName.maxLength))]
        case .identifier:
            return [("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$"))]
        case .version: return [("const", .integer(1))]
        case .number(let range): return number(range)
        case .choice(let values): return [("enum", strings(values))]
        case .textList: return [("type", .string("array")), ("items", object([("type", .string("string"))])), ("uniqueItems", .bool(true))]
        case .group(let group): return [("$ref", .string("#/$defs/\(group.rawValue)"))]
        case .groupList(let group):
            return [("type", .string("array")), ("minItems", .integer(group == .element ? 1 : 0)), ("items", object([("$ref", .string("#/$defs/\(group.rawValue)"))]))]
        case .animation:
            return [("type", .string("string")), ("examples", strings(["smooth", "spring(duration: 0.5, bounce: 0.2)", "easeInOut(duration: 0.3).delay(0.1)"]))]
        case .font:
            return [("type", .string("string")), ("examples", strings(["body", "title2.bold()", "system(size: 17, weight: .semibold)"]))]
        case .anchor:
            return [("oneOf", .list([
                object([("enum", strings(UnitPoint.keywords.map(\.name)))]),
                object([("type", .string("array")), ("items", object(number(ValueRanges.unitPoint))), ("minItems", .integer(2)), ("maxItems", .integer(2))]),
            ], inline: false))]
        case .transition:
            let edges = Edge.allCases.map(\.rawValue).joined(separator: "|")
            return [("type", .string("string")), ("pattern", .string("^\\.?(opacity|scale|none|identity|move\\(edge: *\\.?(\(edges))\\))$"))]
        }
    }
}
