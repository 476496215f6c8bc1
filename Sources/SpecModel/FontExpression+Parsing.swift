/// A font expression that does not follow the grammar, with the 1-based column.
public struct FontSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var description: String { "column \(column): \(message)" }
}

extension FontExpression {
    /// Parses `[.]base(.modifier)*` where base is a text style or `system(...)`.
    public static func parse(_ text: String) throws(FontSyntaxError) -> FontExpression {
        var scanner = FontScanner(text)
        scanner.skip(".")
        let name = try scanner.identifier(expecting: "a font such as title2 or system(size: 17)")
        let base: Base
        if name.text == "system" {
            base = try scanner.systemArguments()
        } else if styles.contains(name.text) {
            base = .style(name.text)
        } else {
            throw FontSyntaxError(column: name.column, message: "unknown font '\(name.text)'; expected a text style (\(styles.sorted().joined(separator: ", "))) or system(...)")
        }
        var modifiers: [Modifier] = []
        while !scanner.atEnd {
            try scanner.expect(".")
            let modifier = try scanner.identifier(expecting: "a font modifier")
            try scanner.expect("(")
            if modifier.text == "weight" {
                modifiers.append(.weight(try scanner.member(of: weights, what: "weight")))
            } else if !plainModifiers.contains(modifier.text) {
                throw FontSyntaxError(column: modifier.column, message: "unknown font modifier '\(modifier.text)'; expected weight(.w) or one of \(plainModifiers.sorted().joined(separator: ", "))")
            } else {
                modifiers.append(.plain(modifier.text))
            }
            try scanner.expect(")")
        }
        return FontExpression(base: base, modifiers: modifiers)
    }
}

/// Character-level reader for font expressions; whitespace between tokens is free.
private struct FontScanner {
    let characters: [Character]
    var index = 0

    init(_ text: String) { characters = Array(text) }

    var column: Int { index + 1 }
    var atEnd: Bool { mutating get { skipSpaces(); return index == characters.count } }

    mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    @discardableResult
    mutating func skip(_ character: Character) -> Bool {
        skipSpaces()
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
        return true
    }

    mutating func expect(_ character: Character) throws(FontSyntaxError) {
        guard skip(character) else { throw unexpected(expecting: "'\(character)'") }
    }

    mutating func identifier(expecting what: String) throws(FontSyntaxError) -> (text: String, column: Int) {
        skipSpaces()
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber && index > start { index += 1 }
        guard index > start else { throw unexpected(expecting: what) }
        return (String(characters[start..<index]), start + 1)
    }

    /// `.name` where name is one of `allowed`.
    mutating func member(of allowed: Set<String>, what: String) throws(FontSyntaxError) -> String {
        try expect(".")
        let name = try identifier(expecting: "a font \(what)")
        guard allowed.contains(name.text) else {
            throw FontSyntaxError(column: name.column, message: "unknown font \(what) '.\(name.text)'; expected one of \(allowed.sorted().joined(separator: ", "))")
        }
        return name.text
    }

    mutating func label(_ name: String) -> Bool {
        let saved = index
        if skip(","), let found = try? identifier(expecting: name), found.text == name, skip(":") { return true }
        index = saved
        return false
    }

    /// `(size: N[, weight: .w][, design: .d])` or `(.style[, design: .d][, weight: .w])`.
    mutating func systemArguments() throws(FontSyntaxError) -> FontExpression.Base {
        try expect("(")
        let base: FontExpression.Base
        skipSpaces()
        if index < characters.count, characters[index] == "." {
            let style = try member(of: FontExpression.styles, what: "text style")
            let design = label("design") ? try member(of: FontExpression.designs, what: "design") : nil
            let weight = label("weight") ? try member(of: FontExpression.weights, what: "weight") : nil
            base = .systemStyle(style, design: design, weight: weight)
        } else {
            let sizeLabel = try identifier(expecting: "'size:' or a text style such as .body")
            guard sizeLabel.text == "size" else {
                throw FontSyntaxError(column: sizeLabel.column, message: "expected 'size:' or a text style such as .body, found '\(sizeLabel.text)'")
            }
            try expect(":")
            let size = try number()
            let weight = label("weight") ? try member(of: FontExpression.weights, what: "weight") : nil
            let design = label("design") ? try member(of: FontExpression.designs, what: "design") : nil
            base = .system(size: size, weight: weight, design: design)
        }
        try expect(")")
        return base
    }

    mutating func number() throws(FontSyntaxError) -> Double {
        skipSpaces()
        let start = index
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        // An exponent (`1e-05`, `1e+16`): how a very small or very large size prints.
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var end = index + 1
            if end < characters.count, characters[end] == "+" || characters[end] == "-" { end += 1 }
            if end < characters.count, characters[end].isASCII, characters[end].isNumber {
                index = end
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            }
        }
        guard let value = Double(String(characters[start..<index])), ValueRanges.fontSize.contains(value) else {
            index = start
            throw unexpected(expecting: ValueRanges.fontSize.expected)
        }
        return value
    }

    func unexpected(expecting what: String) -> FontSyntaxError {
        let found = index < characters.count ? "'\(characters[index])'" : "the end"
        return FontSyntaxError(column: column, message: "expected \(what), found \(found)")
    }
}
