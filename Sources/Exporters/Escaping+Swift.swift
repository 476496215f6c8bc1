import SpecModel

extension Escaping {
    /// A Swift `"..."` string literal whose value is exactly `text`.
    ///
    /// `\` and `"` are backslash-escaped (so `\(` can never start an interpolation and
    /// `"#` cannot matter: the literal is not a raw string), `\n`, `\r`, `\t`, `\0` use
    /// their short escapes, and every other control, line-separator, bidirectional
    /// formatting or byte-order-mark scalar is written as `\u{X}`, so the literal stays
    /// on one line and shows what it holds.
    static func swiftStringLiteral(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\0": output += "\\0"
            case _ where needsEscape(scalar): output += "\\u{" + hexDigits(scalar.value) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }


    /// `text` as Swift `//` comment lines, each prefixed `indent + "// "` (a blank line is
    /// just `indent + "//"`), joined with `\n`, no trailing newline. Every Swift line
    /// terminator (and any other Unicode line break) in `text` starts a new comment line;
    /// control and bidirectional formatting scalars are shown as `\u{X}`; so nothing in
    /// `text` can end the comment.
    static func swiftLineComments(_ text: String, indent: String = "") -> String {
        wrappedCommentLines(text, indent: indent).map { line in
            let escaped = line.unicodeScalars.map { scalar in
                needsEscape(scalar) || scalar == "\t" ? "\\u{" + hexDigits(scalar.value) + "}" : String(scalar)
            }.joined()
            return escaped.isEmpty ? indent + "//" : indent + "// " + escaped
        }.joined(separator: "\n")
    }
}
