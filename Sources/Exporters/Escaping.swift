/// The only doors through which free text (titles, summaries, tags, element ids)
/// reaches generated source. Every exporter writes free text through exactly one of
/// these functions; nothing else pastes a spec string into code.
///
/// - `swiftStringLiteral` / `jsStringLiteral`: a complete `"..."` literal whose value is
///   exactly the input.
/// - `kotlinStringLiteral`: the same for Kotlin (`$` escaped, so no string template).
/// - `swiftLineComments` / `jsLineComments`: `//` comment lines that no input can end
///   early (line breaks start a new `//` line, control characters are shown escaped).
///   Kotlin uses `jsLineComments` too (Kotlin's line terminators
///   are a subset of JavaScript's).
enum Escaping {
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
            case _ where needsEscape(scalar): output += "\\u{" + hex(scalar.value, digits: 1) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

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

    /// `text` as Swift `//` comment lines, each prefixed `indent + "// "` (a blank line is
    /// just `indent + "//"`), joined with `\n`, no trailing newline. Every Swift line
    /// terminator (and any other Unicode line break) in `text` starts a new comment line;
    /// control and bidirectional formatting scalars are shown as `\u{X}`; so nothing in
    /// `text` can end the comment.
    static func swiftLineComments(_ text: String, indent: String = "") -> String {
        wrappedCommentLines(text, indent: indent).map { line in
            let escaped = line.unicodeScalars.map { scalar in
                needsEscape(scalar) || scalar == "\t" ? "\\u{" + hex(scalar.value, digits: 1) + "}" : String(scalar)
            }.joined()
            return escaped.isEmpty ? indent + "//" : indent + "// " + escaped
        }.joined(separator: "\n")
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

    /// `text` without the line breaks at its end (a YAML block scalar ends with one),
    /// so a header comment does not end in empty comment lines.
    static func trimmingTrailingLineBreaks(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, isLineBreak(last) { scalars.removeLast() }
        return String(scalars)
    }

    /// The width comment text is wrapped to, indentation and `// ` included.
    static let commentWidth = 100

    /// `commentLines`, each line wrapped at spaces so that, with its indentation and
    /// `// `, it fits `commentWidth` (at least 40 columns of text; a longer word stays whole).
    static func wrappedCommentLines(_ text: String, indent: String) -> [String] {
        let width = max(40, commentWidth - indent.count - 3)
        return commentLines(text).flatMap { line -> [String] in
            var lines: [String] = []
            var current: String?
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                guard let text = current else {
                    current = String(word)
                    continue
                }
                if !text.isEmpty, text.count + 1 + word.count > width {
                    lines.append(text)
                    current = String(word)
                } else {
                    current = text + " " + word
                }
            }
            lines.append(current ?? "")
            return lines
        }
    }

    /// Splits on every line break: CR LF, LF, CR, VT, FF, NEL, U+2028, U+2029.
    static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            if isLineBreak(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Scalars that are written escaped everywhere: C0 and C1 controls and DEL, the line
    /// and paragraph separators, bidirectional formatting characters (the "Trojan Source"
    /// set) and the byte-order mark. Tab, LF and CR have short escapes of their own.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// `\uXXXX` (a surrogate pair above U+FFFF; only BMP scalars reach it in practice).
    static func jsUnicodeEscape(_ scalar: Unicode.Scalar) -> String {
        if scalar.value <= 0xFFFF { return "\\u" + hex(scalar.value, digits: 4) }
        let value = scalar.value - 0x10000
        return "\\u" + hex(0xD800 + (value >> 10), digits: 4) + "\\u" + hex(0xDC00 + (value & 0x3FF), digits: 4)
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
