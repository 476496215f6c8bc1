/// Tokens of an animation expression. Columns are 1-based, counted in Unicode scalars.
struct AnimationToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double, String)
        /// Something that starts like a number but is not a valid literal (`.5`, `0.5s`, `1e`).
        case badNumber(String)
        case dot, leftParen, rightParen, comma, colon
        case other(String)
        case end
    }

    var kind: Kind
    var column: Int

    /// How the token reads in an error message.
    var quoted: String {
        switch kind {
        case .identifier(let s), .badNumber(let s), .other(let s): return "'\(s)'"
        case .number(_, let text): return "'\(text)'"
        case .dot: return "'.'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .comma: return "','"
        case .colon: return "':'"
        case .end: return "end of expression"
        }
    }
}

/// Splits expression text into tokens; whitespace (space, tab, newlines) separates tokens
/// and is otherwise ignored.
enum AnimationLexer {
    static func tokenize(_ text: String) -> [AnimationToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [AnimationToken] = []
        var i = 0

        func isDigit(_ index: Int) -> Bool {
            index < scalars.count && ("0"..."9").contains(scalars[index])
        }
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }
        func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
            isIdentifierStart(c) || ("0"..."9").contains(c)
        }
        func slice(_ range: Range<Int>) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[range])
            return String(s)
        }

        while i < scalars.count {
            let c = scalars[i]
            let column = i + 1
            switch c {
            case " ", "\t", "\n", "\r":
                i += 1
            case "(": tokens.append(.init(kind: .leftParen, column: column)); i += 1
            case ")": tokens.append(.init(kind: .rightParen, column: column)); i += 1
            case ",": tokens.append(.init(kind: .comma, column: column)); i += 1
            case ":": tokens.append(.init(kind: .colon, column: column)); i += 1
            case ".":
                if isDigit(i + 1) {
                    // `.5` is not a Swift literal.
                    var j = i + 1
                    while j < scalars.count, isIdentifierPart(scalars[j]) || scalars[j] == "." { j += 1 }
                    tokens.append(.init(kind: .badNumber(slice(i..<j)), column: column))
                    i = j
                } else {
                    tokens.append(.init(kind: .dot, column: column)); i += 1
                }
            case "-" where isDigit(i + 1), "0"..."9":
                var j = i
                if scalars[j] == "-" { j += 1 }
                while isDigit(j) { j += 1 }
                if j < scalars.count, scalars[j] == ".", isDigit(j + 1) {
                    j += 1
                    while isDigit(j) { j += 1 }
                }
                var malformed = false
                if j < scalars.count, scalars[j] == "e" || scalars[j] == "E" {
                    var k = j + 1
                    if k < scalars.count, scalars[k] == "+" || scalars[k] == "-" { k += 1 }
                    if isDigit(k) {
                        while isDigit(k) { k += 1 }
                        j = k
                    } else {
                        malformed = true
                    }
                }
                // A literal running straight into letters (`0.5s`, `1_000`, `0x1`) is not a number.
                if j < scalars.count, isIdentifierPart(scalars[j]) {
                    malformed = true
                }
                if malformed {
                    while j < scalars.count, isIdentifierPart(scalars[j]) || scalars[j] == "." { j += 1 }
                    tokens.append(.init(kind: .badNumber(slice(i..<j)), column: column))
                } else {
                    let literal = slice(i..<j)
                    tokens.append(.init(kind: .number(Double(literal) ?? .nan, literal), column: column))
                }
                i = j
            default:
                if isIdentifierStart(c) {
                    var j = i + 1
                    while j < scalars.count, isIdentifierPart(scalars[j]) { j += 1 }
                    tokens.append(.init(kind: .identifier(slice(i..<j)), column: column))
                    i = j
                } else {
                    tokens.append(.init(kind: .other(String(Character(c))), column: column))
                    i += 1
                }
            }
        }
        tokens.append(.init(kind: .end, column: scalars.count + 1))
        return tokens
    }
}
