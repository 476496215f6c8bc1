import MotionCore

extension SpecDocument {
    /// Block YAML, 2-space indentation, inline objects in flow style; ends with a newline.
    public var yaml: String {
        var output = ""
        renderYAMLBlock(into: &output, indent: "")
        return output
    }

    private func renderYAMLBlock(into output: inout String, indent: String) {
        guard case .object(let fields, _) = self else { return }
        for (key, value) in fields {
            output += "\(indent)\(key):"
            switch value {
            case .list(let items, inline: false):
                output += "\n"
                for item in items {
                    var block = ""
                    item.renderYAMLBlock(into: &block, indent: indent + "    ")
                    // The first line of each item carries the "- " marker in place of indentation.
                    output += indent + "  - " + block.dropFirst(indent.count + 4)
                }
            case .object(_, inline: false):
                output += "\n"
                value.renderYAMLBlock(into: &output, indent: indent + "  ")
            default:
                output += " \(value.yamlFlow(inFlow: false))\n"
            }
        }
    }

    private func yamlFlow(inFlow: Bool) -> String {
        switch self {
        case .string(let text): return yamlScalar(text, inFlow: inFlow)
        // YAML's own spellings for numbers that are not finite, so reading the text back
        // refuses them as such (a spec built in code is checked by reading it back).
        case .number(let number) where !number.isFinite: return number.isNaN ? ".nan" : number < 0 ? "-.inf" : ".inf"
        case .number(let number): return formatNumber(number)
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .list(let items, _): return "[" + items.map { $0.yamlFlow(inFlow: true) }.joined(separator: ", ") + "]"
        case .object(let fields, _): return "{ " + fields.map { "\($0.key): \($0.value.yamlFlow(inFlow: true))" }.joined(separator: ", ") + " }"
        }
    }
}

/// A YAML scalar: plain where that reads back as the same string, else double-quoted.
func yamlScalar(_ text: String, inFlow: Bool) -> String {
    isPlainSafe(text, inFlow: inFlow) ? text : yamlDoubleQuoted(text)
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
