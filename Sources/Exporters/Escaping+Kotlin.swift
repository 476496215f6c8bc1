extension Escaping {
    /// A Kotlin `"..."` string literal whose value is exactly `text`: `\\`, `"` and `$`
    /// backslash-escaped (so `$name` / `${...}` can never start a string template), `\n`,
    /// `\r`, `\t` short escapes, every other invisible scalar (`needsEscape`) as `\uXXXX`
    /// (a surrogate pair above U+FFFF), so the literal stays on one line.
    static func kotlinStringLiteral(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "$": output += "\\$"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where needsEscape(scalar): output += jsUnicodeEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
