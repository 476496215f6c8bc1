import MotionCore

/// The one JSON text writer: every JSON document herocat prints goes through here, strings
/// through `jsonString`, numbers through MotionCore's `formatNumber`.
extension SpecDocument {
    /// Pretty JSON, 2-space indentation, inline objects on one line; ends with a newline.
    public var json: String {
        var output: [UInt8] = []
        renderJSON(into: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// The value as JSON on one line, without a trailing newline.
    public var jsonLine: String {
        var output: [UInt8] = []
        renderJSON(into: &output, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as JSON whose lines after the first are indented by `indent` spaces.
    func renderJSON(into output: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text): appendJSONString(text, to: &output)
        case .number(let number): output.append(text: formatNumber(number))
        case .null: output.append(ascii: "null")
        case .bool(let value): output.append(ascii: value ? "true" : "false")
        case .list(let items, let inline):
            if inline || items.isEmpty {
                // Members of a one-line value are printed as they print on a line of their own.
                output.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { output.append(ascii: ", ") }
                    item.renderJSON(into: &output, indent: 0)
                }
                output.append(UInt8(ascii: "]"))
                return
            }
            output.append(ascii: "[\n")
            for (index, item) in items.enumerated() {
                output.appendSpaces(indent + 2)
                item.renderJSON(into: &output, indent: indent + 2)
                output.append(ascii: index == items.count - 1 ? "\n" : ",\n")
            }
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let fields, let inline):
            if inline || fields.isEmpty {
                output.append(UInt8(ascii: "{"))
                for (index, field) in fields.enumerated() {
                    if index > 0 { output.append(ascii: ", ") }
                    appendJSONString(field.key, to: &output)
                    output.append(ascii: ": ")
                    field.value.renderJSON(into: &output, indent: 0)
                }
                output.append(UInt8(ascii: "}"))
                return
            }
            output.append(ascii: "{\n")
            for (index, field) in fields.enumerated() {
                output.appendSpaces(indent + 2)
                appendJSONString(field.key, to: &output)
                output.append(ascii: ": ")
                field.value.renderJSON(into: &output, indent: indent + 2)
                output.append(ascii: index == fields.count - 1 ? "\n" : ",\n")
            }
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "}"))
        }
    }
}

/// A JSON string literal, the one JSON string escaper; non-ASCII text stays as UTF-8,
/// U+2028 and U+2029 are escaped so the literal is valid JavaScript too.
public func jsonString(_ text: String) -> String {
    var output: [UInt8] = []
    appendJSONString(text, to: &output)
    return String(decoding: output, as: UTF8.self)
}

/// Appends `text` as a JSON string literal (`jsonString`).
func appendJSONString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Fast path: most text needs no escaping (no quote, backslash, control character, U+2028/9).
    var text = text
    let copied = text.withUTF8 { bytes in
        for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 { return false }
        output.append(contentsOf: bytes)
        return true
    }
    if !copied {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(ascii: "\\\"")
            case "\\": output.append(ascii: "\\\\")
            case "\n": output.append(ascii: "\\n")
            case "\r": output.append(ascii: "\\r")
            case "\t": output.append(ascii: "\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                output.append(text: "\\u" + hexDigits(scalar.value, minimumWidth: 4))
            default: output.append(text: String(scalar))
            }
        }
    }
    output.append(UInt8(ascii: "\""))
}
