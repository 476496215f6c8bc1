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
        var definitions: [(String, JSONText)] = []
        for group in SpecFieldGroup.allCases where group != .transition {
            definitions.append((group.rawValue, object(group)))
        }
        var root: [(String, JSONText)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://herocat.dev/schema/spec.schema.json")),
            ("title", .string("herocat transition spec")),
        ]
        if case .object(let fields) = object(.transition) { root += fields }
        root.append(("$defs", .object(definitions)))
        return JSONText.object(root).rendered
    }

    private static func object(_ group: SpecFieldGroup) -> JSONText {
        var fields: [(String, JSONText)] = [
            ("description", .string(group.summary)),
            ("type", .string("object")),
        ]
        let required = group.fields.filter(\.required).map { JSONText.string($0.name) }
        if !required.isEmpty { fields.append(("required", .array(required))) }
        fields.append(("properties", .object(group.fields.map { ($0.name, property($0)) })))
        fields.append(("additionalProperties", .bool(false)))
        return .object(fields)
    }

    private static func property(_ field: SpecField) -> JSONText {
        var description = field.summary
        if let value = field.defaultValue { description += " Default: \(value)." }
        return .object([("description", .string(description))] + shape(field.kind))
    }

    private static func shape(_ kind: SpecField.Kind) -> [(String, JSONText)] {
        switch kind {
        case .text: return [("type", .string("string"))]
        case .catalogName:
            return [("type", .string("string")), ("pattern", .string("^[a-z0-9][a-z0-9._-]*$")), ("maxLength", .number(Double(CatalogName.maxLength)))]
        case .identifier:
            return [("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$"))]
        case .version: return [("const", .number(1))]
        case let .number(minimum, maximum, exclusive):
            var shape: [(String, JSONText)] = [("type", .string("number"))]
            if let minimum { shape.append((exclusive ? "exclusiveMinimum" : "minimum", .number(minimum))) }
            if let maximum { shape.append(("maximum", .number(maximum))) }
            return shape
        case .choice(let values): return [("enum", .array(values.map(JSONText.string)))]
        case .textList: return [("type", .string("array")), ("items", .object([("type", .string("string"))])), ("uniqueItems", .bool(true))]
        case .group(let group): return [("$ref", .string("#/$defs/\(group.rawValue)"))]
        case .groupList(let group):
            return [("type", .string("array")), ("minItems", .number(group == .element ? 1 : 0)), ("items", .object([("$ref", .string("#/$defs/\(group.rawValue)"))]))]
        case .animation:
            return [("type", .string("string")), ("examples", .array(["smooth", "spring(duration: 0.5, bounce: 0.2)", "easeInOut(duration: 0.3).delay(0.1)"].map(JSONText.string)))]
        case .font:
            return [("type", .string("string")), ("examples", .array(["body", "title2.bold()", "system(size: 17, weight: .semibold)"].map(JSONText.string)))]
        case .anchor:
            return [("oneOf", .array([
                .object([("enum", .array(UnitPoint.keywords.map { JSONText.string($0.name) }))]),
                .object([("type", .string("array")), ("items", .object([("type", .string("number"))])), ("minItems", .number(2)), ("maxItems", .number(2))]),
            ]))]
        case .transition:
            let edges = Edge.allCases.map(\.rawValue).joined(separator: "|")
            return [("type", .string("string")), ("pattern", .string("^\\.?(opacity|scale|none|identity|move\\(edge: *\\.?(\(edges))\\))$"))]
        }
    }
}
