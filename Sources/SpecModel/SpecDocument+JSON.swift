import MotionCore

/// The one JSON text writer: every JSON document herocat prints goes through here, strings
/// through `jsonString`, numbers through MotionCore's `formatNumber`.
extension SpecDocument {
    /// Pretty JSON, 2-space indentation, inline objects on one line; ends with a newline.
    public var json: String {
        var output = ""
        renderJSON(into: &output, indent: "")
        return output + "\n"
    }

    /// Appends the value, nested lines indented by `indent` plus two spaces a level
    /// (`JSONRowStream` writes a long list's rows with it one at a time).
    func renderJSON(into output: inout String, indent: String) {
        switch self {
        case .string(let text): output += jsonString(text)
        case .number(let number): output += formatNumber(number)
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .list(let items, let inline):
            if inline || items.isEmpty {
                output += "[" + items.map(\.jsonLine).joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                item.renderJSON(into: &output, indent: indent + "  ")
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let fields, let inline):
            if inline || fields.isEmpty {
                output += "{" + fields.map { "\(jsonString($0.key)): \($0.value.jsonLine)" }.joined(separator: ", ") + "}"
                return
            }
            output += "{\n"
            for (index, field) in fields.enumerated() {
                output += "\(indent)  \(jsonString(field.key)): "
                field.value.renderJSON(into: &output, indent: indent + "  ")
                output += index == fields.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// The value as JSON on one line, without a trailing newline.
    public var jsonLine: String {
        var output = ""
        renderJSON(into: &output, indent: "")
        return output
    }
}

/// A JSON string literal, the one JSON string escaper; non-ASCII text stays as UTF-8,
/// U+2028 and U+2029 are escaped so the literal is valid JavaScript too.
public func jsonString(_ text: String) -> String {
    // Fast path: most text needs no escaping (no quote, backslash, control character, U+2028/9).
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
        return "\"" + text + "\""
    }
    var output = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
            output += "\\u" + hexDigits(scalar.value, minimumWidth: 4)
        default: output.unicodeScalars.append(scalar)
        }
    }
    return output + "\""
}
