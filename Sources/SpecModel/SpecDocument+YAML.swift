import MotionCore

/// The YAML printer: block style for specs as files, flow style for inline values.
extension SpecDocument {
    /// Block YAML, 2-space indentation, inline objects in flow style; ends with a newline.
    public var yaml: String {
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        renderYAMLBlock(into: &output, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the object's fields as block YAML indented by `indent` spaces; with
    /// `marker`, the first line starts with it instead (a list item's `  - `, `indent` - 2
    /// spaces in). An item that is not an object, or has no fields, prints as the bare marker.
    private func renderYAMLBlock(into output: inout [UInt8], indent: Int, marker: Bool = false) {
        guard case .object(let fields, _) = self, !fields.isEmpty else {
            if marker { output.appendSpaces(indent - 2); output.append(ascii: "- ") }
            return
        }
        for (index, (key, value)) in fields.enumerated() {
            if index == 0, marker {
                output.appendSpaces(indent - 2)
                output.append(ascii: "- ")
            } else {
                output.appendSpaces(indent)
            }
            output.append(text: key)
            output.append(UInt8(ascii: ":"))
            switch value {
            case .list(let items, inline: false):
                output.append(UInt8(ascii: "\n"))
                for item in items { item.renderYAMLBlock(into: &output, indent: indent + 4, marker: true) }
            case .object(_, inline: false):
                output.append(UInt8(ascii: "\n"))
                value.renderYAMLBlock(into: &output, indent: indent + 2)
            default:
                output.append(UInt8(ascii: " "))
                value.renderYAMLFlow(into: &output, inFlow: false)
                output.append(UInt8(ascii: "\n"))
            }
        }
    }

    private func renderYAMLFlow(into output: inout [UInt8], inFlow: Bool) {
        switch self {
        case .string(let text): appendYAMLScalar(text, inFlow: inFlow, to: &output)
        // YAML's own spellings for numbers that are not finite, so reading the text back
        // refuses them as such (a spec built in code is checked by reading it back).
        case .number(let number) where !number.isFinite: output.append(ascii: number.isNaN ? ".nan" : number < 0 ? "-.inf" : ".inf")
        case .number(let number): output.append(text: formatNumber(number))
        case .null: output.append(ascii: "null")
        case .bool(let value): output.append(ascii: value ? "true" : "false")
        case .list(let items, _):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(ascii: ", ") }
                item.renderYAMLFlow(into: &output, inFlow: true)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields, _):
            output.append(ascii: "{ ")
            for (index, field) in fields.enumerated() {
                if index > 0 { output.append(ascii: ", ") }
                output.append(text: field.key)
                output.append(ascii: ": ")
                field.value.renderYAMLFlow(into: &output, inFlow: true)
            }
            output.append(ascii: " }")
        }
    }
}

/// Appends a YAML scalar: plain where that reads back as the same string, else double-quoted.
private func appendYAMLScalar(_ text: String, inFlow: Bool, to output: inout [UInt8]) {
    output.append(text: isPlainSafe(text, inFlow: inFlow) ? text : yamlDoubleQuoted(text))
}

private func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
    // Plain only from a letter or '_': text starting with a digit, sign or dot could read as
    // a number, a date or a timestamp in other YAML tools, so it is quoted.
    let bytes = text.utf8
    guard let first = bytes.first, let last = bytes.last, last != UInt8(ascii: " "),
          (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) || first == UInt8(ascii: "_")
    else { return false }
    var previous: UInt8 = 0
    for byte in bytes {
        // Printable ASCII only; no ": " (a mapping), " #" (a comment), flow punctuation in flow context.
        guard byte >= 0x20, byte < 0x7F,
              !(previous == UInt8(ascii: ":") && byte == UInt8(ascii: " ")),
              !(previous == UInt8(ascii: " ") && byte == UInt8(ascii: "#")),
              !inFlow || !",[]{}".utf8.contains(byte)
        else { return false }
        previous = byte
    }
    // Plain text that YAML would read as a boolean or null must be quoted.
    return last != UInt8(ascii: ":") && ScalarKind(plain: text) == .string
}

private func yamlDoubleQuoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\t": output += "\\t"
        case "\r": output += "\\r"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}":
            output += "\\u" + hexDigits(scalar.value, minimumWidth: 4)
        default: output.unicodeScalars.append(scalar)
        }
    }
    return output + "\""
}
