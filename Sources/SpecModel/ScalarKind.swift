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

    /// Whether `text` written as a plain scalar means null (`ScalarKind(plain:) == .null`).
    static func isNull(plain text: String) -> Bool {
        text.utf8.count <= 4 && nulls.contains(Substring(text))
    }

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
    /// and `0x`/`0o`/`0b` integers. Read as UTF-8 bytes: a number is ASCII, so text
    /// with any other byte (a combining mark on a digit, say) is not one.
    private static func number(_ text: Substring) -> Double? {
        let bytes = text.utf8
        guard let first = bytes.first, first < 0x80, "+-.0123456789".utf8.contains(first) else { return nil }
        var body = bytes[...]
        var sign = 1.0
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            body = body.dropFirst()
        }
        if body.first == UInt8(ascii: ".") {
            func bodyIs(_ spellings: [String]) -> Bool { spellings.contains { body.elementsEqual($0.utf8) } }
            if bodyIs([".inf", ".Inf", ".INF"]) { return sign * .infinity }
            if bodyIs([".nan", ".NaN", ".NAN"]) { return body.count == bytes.count ? .nan : nil }
        }
        if body.first == UInt8(ascii: "0") {
            for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where body.starts(with: prefix.utf8) {
                let digits = String(decoding: body.dropFirst(2).filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
                return Int(digits, radix: radix).map { sign * Double($0) }
            }
        }
        guard isDecimal(body) else { return nil }
        let value = body.contains(UInt8(ascii: "_"))
            ? Double(String(decoding: body.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self))
            : Double(Substring(body))
        return value.map { sign * $0 }
    }

    /// `[0-9][0-9_]*(.[0-9_]*)?([eE][-+]?[0-9]+)?` or `.[0-9_]+([eE][-+][0-9]+)?`.
    private static func isDecimal(_ text: Substring.UTF8View) -> Bool {
        var bytes = text[...]
        func digits(allowUnderscore: Bool) -> Int {
            var count = 0
            while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (allowUnderscore && byte == UInt8(ascii: "_")) {
                bytes = bytes.dropFirst()
                count += 1
            }
            return count
        }
        let whole = digits(allowUnderscore: true)
        if whole > 0, text.first == UInt8(ascii: "_") { return false }
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = digits(allowUnderscore: true)
        }
        guard whole > 0 || fraction > 0 else { return false }
        if let exponent = bytes.first, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits(allowUnderscore: false) > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
