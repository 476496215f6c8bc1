import SpecModel

extension Escaping {
    /// A JavaScript / TSX `"..."` string literal whose value is exactly `text`: JSON string
    /// escaping (valid JavaScript), plus `</` written `<\/` (so the text can never close a
    /// `<script>` element when the code is inlined in HTML), U+2028 / U+2029 and every other
    /// invisible control or bidirectional formatting scalar as `\uXXXX`.
    static func jsStringLiteral(_ text: String) -> String {
        var output = "\""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "/" where previous == "<": output += "\\/"
            case _ where needsEscape(scalar): output += jsUnicodeEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return output + "\""
    }


    /// `text` as JavaScript `//` comment lines (see `swiftLineComments`); JavaScript's line
    /// terminators (LF, CR, U+2028, U+2029) and the other Unicode line breaks start a new
    /// line, invisible scalars are shown as `\uXXXX`. Used outside JSX only.
    static func jsLineComments(_ text: String, indent: String = "") -> String {
        wrappedCommentLines(text, indent: indent).map { line in
            let escaped = line.unicodeScalars.map { scalar in
                needsEscape(scalar) || scalar == "\t" ? jsUnicodeEscape(scalar) : String(scalar)
            }.joined()
            return escaped.isEmpty ? indent + "//" : indent + "// " + escaped
        }.joined(separator: "\n")
    }

    /// `\uXXXX` (a surrogate pair above U+FFFF; only BMP scalars reach it in practice).
    static func jsUnicodeEscape(_ scalar: Unicode.Scalar) -> String {
        if scalar.value <= 0xFFFF { return "\\u" + hexDigits(scalar.value, minimumWidth: 4) }
        let value = scalar.value - 0x10000
        return "\\u" + hexDigits(0xD800 + (value >> 10), minimumWidth: 4) + "\\u" + hexDigits(0xDC00 + (value & 0x3FF), minimumWidth: 4)
    }
}
