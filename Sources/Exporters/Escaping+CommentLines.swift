/// Free text cut into comment lines: what every `//` comment escaper starts from.
extension Escaping {
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
}
