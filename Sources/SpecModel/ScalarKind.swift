/// What a plain YAML scalar means under YAML 1.1's core types (the rules Yams'
/// default resolver applies), decided without regular expressions: herocat
/// composes with Yams' rule-free resolver and classifies scalars here, once, for
/// both reading and printing, so the two always agree.
enum ScalarKind: Equatable {
    case string, null, bool
    case number(Double)

    private static let nulls: Set<Substring> = ["", "~", "null", "Null", "NULL"]
    private static let bools: Set<Substring> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// The meaning of `text` written as a plain (unquoted) scalar.
    init(plain text: String) {
        // Fast path: most scalars are words; only short ones can be null or a boolean.
        if let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) {
            self = text.utf8.count <= 5 && Self.bools.contains(Substring(text)) ? .bool
                : text.utf8.count == 4 && Self.nulls.contains(Substring(text)) ? .null : .string
            return
        }
        let text = Substring(text)
        if Self.nulls.contains(text) { self = .null; return }
        if Self.bools.contains(text) { self = .bool; return }
        if let number = Self.number(text) { self = .number(number); return }
        self = .string
    }

    /// Decimal integers and floats with optional `_` separators, `.inf`, `.nan`,
    /// and `0x`/`0o`/`0b` integers.
    private static func number(_ text: Substring) -> Double? {
        guard let first = text.first, "+-.0123456789".contains(first) else { return nil }
        var body = text
        var sign = 1.0
        if let first = body.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        switch body {
        case ".inf", ".Inf", ".INF": return sign * .infinity
        case ".nan", ".NaN", ".NAN": return text == body ? .nan : nil
        default: break
        }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where body.hasPrefix(prefix) {
            let digits = body.dropFirst(2).filter { $0 != "_" }
            return Int(digits, radix: radix).map { sign * Double($0) }
        }
        guard isDecimal(body) else { return nil }
        return Double(String(body.filter { $0 != "_" })).map { sign * $0 }
    }

    /// `[0-9][0-9_]*(.[0-9_]*)?([eE][-+]?[0-9]+)?` or `.[0-9_]+([eE][-+][0-9]+)?`.
    private static func isDecimal(_ text: Substring) -> Bool {
        var characters = text[...]
        func digits(allowUnderscore: Bool) -> Int {
            var count = 0
            while let character = characters.first, character.isASCII, character.isNumber || (allowUnderscore && character == "_") {
                characters = characters.dropFirst()
                count += 1
            }
            return count
        }
        let whole = digits(allowUnderscore: true)
        if whole > 0, text.first == "_" { return false }
        var fraction = 0
        if characters.first == "." {
            characters = characters.dropFirst()
            fraction = digits(allowUnderscore: true)
        }
        guard whole > 0 || fraction > 0 else { return false }
        if let exponent = characters.first, exponent == "e" || exponent == "E" {
            characters = characters.dropFirst()
            if let sign = characters.first, sign == "+" || sign == "-" { characters = characters.dropFirst() }
            guard digits(allowUnderscore: false) > 0 else { return false }
        }
        return characters.isEmpty
    }
}
