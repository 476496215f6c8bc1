/// Lines of generated source with an indentation level (four spaces a level for Swift,
/// two for TSX). Text handed to `line` is code the exporter built from checked values;
/// free text goes through `comment`, which uses the one comment escaper.
struct CodeWriter {
    private(set) var lines: [String] = []
    private var level = 0
    let indentUnit: String
    let commentEscaper: (String, String) -> String

    init(indentUnit: String, commentEscaper: @escaping (String, String) -> String) {
        self.indentUnit = indentUnit
        self.commentEscaper = commentEscaper
    }

    var indent: String { String(repeating: indentUnit, count: level) }

    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : indent + text)
    }

    mutating func blank() {
        lines.append("")
    }

    /// Free text as comment lines at the current indentation.
    mutating func comment(_ text: String) {
        lines.append(commentEscaper(text, indent))
    }

    /// `opening` (ending in `{`, `(` or similar), the body one level deeper, `closing`.
    mutating func block<E: Error>(_ opening: String, _ closing: String = "}", body: (inout CodeWriter) throws(E) -> Void) throws(E) {
        line(opening)
        level += 1
        try body(&self)
        level -= 1
        line(closing)
    }

    /// A view expression followed by its modifiers, each on its own line: one level
    /// deeper after a one-line expression, level with the closing brace of a multi-line one.
    mutating func chain(_ head: [String], modifiers: [String]) {
        for text in head { line(text) }
        let deeper = head.count == 1
        if deeper { level += 1 }
        for modifier in modifiers { line(modifier) }
        if deeper { level -= 1 }
    }

    mutating func indented<E: Error>(_ body: (inout CodeWriter) throws(E) -> Void) throws(E) {
        level += 1
        try body(&self)
        level -= 1
    }

    /// The file: lines joined with `\n`, ending with exactly one newline.
    var text: String {
        var result = lines.joined(separator: "\n")
        while result.hasSuffix("\n") { result.removeLast() }
        return result + "\n"
    }
}
