import SpecModel

/// A tiny JSON document model with one fixed rendering: object keys sorted, two-space
/// indentation, strings escaped by SpecModel's `jsonString`, so the same findings always
/// give the same bytes (JSONSerialization's key order and escaping vary by platform).
indirect enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document, pretty-printed, without a final newline.
    var rendered: String {
        var output = ""
        render(into: &output, indent: "")
        return output
    }

    private func render(into output: inout String, indent: String) {
        switch self {
        case .string(let text): output += jsonString(text)
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                item.render(into: &output, indent: indent + "  ")
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = fields.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                output += indent + "  " + jsonString(key) + ": "
                fields[key]!.render(into: &output, indent: indent + "  ")
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }
}

extension JSONValue {
    /// A string, or null.
    static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}
