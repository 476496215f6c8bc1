import MotionCore
import SpecModel

/// A JSON document written by hand, byte for byte: object keys sorted, numbers in one
/// canonical form. (JSONSerialization promises neither key order nor number spelling.)
indirect enum JSONValue: Equatable {
    case string(String)
    /// Printed as `Animation.canonicalNumber` prints it: `16`, `0.1235`, never `16.0`;
    /// the value must be finite.
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys are written sorted (by Unicode scalar values, i.e. UTF-8 byte order),
    /// whatever order they are given in; keys must be unique.
    case object([String: JSONValue])

    /// A number rounded to 4 decimals, the timeline's precision.
    static func rounded(_ value: Double) -> JSONValue {
        .number(Frame.round(value, places: 4))
    }

    /// The whole document: the root object one key a line, every array directly under
    /// the root one item a line, everything deeper on the item's line; ends with `\n`.
    func document() throws(ExportError) -> String {
        var output = ""
        guard case .object(let fields) = self else {
            try render(into: &output, path: "$")
            return output + "\n"
        }
        output += "{\n"
        let keys = Self.sortedKeys(fields)
        for (index, key) in keys.enumerated() {
            output += "  " + jsonString(key) + ": "
            let value = fields[key]!
            if case .array(let items) = value, !items.isEmpty {
                output += "[\n"
                for (itemIndex, item) in items.enumerated() {
                    output += "    "
                    try item.render(into: &output, path: "$.\(key)[\(itemIndex)]")
                    output += itemIndex == items.count - 1 ? "\n" : ",\n"
                }
                output += "  ]"
            } else {
                try value.render(into: &output, path: "$.\(key)")
            }
            output += index == keys.count - 1 ? "\n" : ",\n"
        }
        return output + "}\n"
    }

    /// The whole document with every non-empty object and array spread one member a
    /// line, two spaces a level (for documents people read and diff, such as design
    /// tokens); ends with `\n`.
    func indentedDocument() throws(ExportError) -> String {
        var output = ""
        try renderIndented(into: &output, path: "$", level: 0)
        return output + "\n"
    }

    private func renderIndented(into output: inout String, path: String, level: Int) throws(ExportError) {
        let inner = String(repeating: "  ", count: level + 1), closing = String(repeating: "  ", count: level)
        switch self {
        case .array(let items) where !items.isEmpty:
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                try item.renderIndented(into: &output, path: "\(path)[\(index)]", level: level + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let fields) where !fields.isEmpty:
            output += "{\n"
            let keys = Self.sortedKeys(fields)
            for (index, key) in keys.enumerated() {
                output += inner + jsonString(key) + ": "
                try fields[key]!.renderIndented(into: &output, path: "\(path).\(key)", level: level + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        default:
            try render(into: &output, path: path)
        }
    }

    /// One line: `{"a": 1, "b": [1, 2]}`.
    func render(into output: inout String, path: String) throws(ExportError) {
        switch self {
        case .string(let text):
            output += jsonString(text)
        case .number(let value):
            guard value.isFinite else { throw .nonFiniteNumber(path: path) }
            output += formatNumber(value)
        case .integer(let value):
            output += String(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", " }
                try item.render(into: &output, path: "\(path)[\(index)]")
            }
            output += "]"
        case .object(let fields):
            output += "{"
            for (index, key) in Self.sortedKeys(fields).enumerated() {
                if index > 0 { output += ", " }
                output += jsonString(key) + ": "
                try fields[key]!.render(into: &output, path: "\(path).\(key)")
            }
            output += "}"
        }
    }

    /// Keys in Unicode scalar order (the same as UTF-8 byte order and Python's
    /// `sort_keys`), not Swift's `String <`, which compares canonical equivalents.
    static func sortedKeys(_ fields: [String: JSONValue]) -> [String] {
        fields.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}
