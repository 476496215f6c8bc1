/// A small JSON value printed one way only (keys in the order given, two-space indent),
/// so generated schemas are the same bytes on every platform.
indirect enum JSONText {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    var rendered: String {
        var output = ""
        render(into: &output, indent: "")
        return output + "\n"
    }

    private func render(into output: inout String, indent: String) {
        switch self {
        case .string(let text): output += Self.quoted(text)
        case .number(let value):
            output += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .array(let items):
            if items.allSatisfy(\.isScalar) {
                output += "[" + items.map { item -> String in var text = ""; item.render(into: &text, indent: ""); return text }.joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                item.render(into: &output, indent: indent + "  ")
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let fields):
            if fields.isEmpty { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in fields.enumerated() {
                output += indent + "  " + Self.quoted(key) + ": "
                value.render(into: &output, indent: indent + "  ")
                output += index == fields.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
