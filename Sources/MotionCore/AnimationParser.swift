extension Animation {
    /// Parses a SwiftUI animation expression (docs/motion.md): a leading dot on the base is
    /// optional (`.spring(...)`, also `Animation.spring(...)`), modifiers need their dot
    /// (`easeIn.delay(0.1).speed(2)`), whitespace between tokens is ignored.
    ///
    /// Unknown names and labels, duplicate or out-of-order labels, missing parentheses,
    /// trailing text, non-finite numbers and out-of-range values are errors carrying the
    /// column of the offending token. Values are never clamped.
    public static func parse(_ text: String) throws(AnimationSyntaxError) -> Animation {
        var parser = AnimationParser(tokens: AnimationLexer.tokenize(text))
        return try parser.parseExpression()
    }

    /// Parses `text`, returning nil when it is not a valid expression.
    public init?(parsing text: String) {
        guard let value = try? Animation.parse(text) else { return nil }
        self = value
    }
}

/// A written argument: its label (if any), value and where they stand.
struct AnimationArgument {
    var label: String?
    var labelColumn: Int
    var value: Double
    var valueColumn: Int
    var text: String
}

/// A parsed argument list.
struct AnimationArgumentList {
    var arguments: [AnimationArgument]
    var openColumn: Int
    var closeColumn: Int
}

/// Arguments matched to an overload's parameters.
struct MatchedArguments {
    var overloadIndex: Int
    var values: [Double?]
    var columns: [Int]

    subscript(_ index: Int) -> Double? { values[index] }
}

struct AnimationParser {
    typealias Failure = AnimationSyntaxError

    var tokens: [AnimationToken]
    var index = 0

    init(tokens: [AnimationToken]) {
        self.tokens = tokens
    }

    var current: AnimationToken { tokens[index] }
    var next: AnimationToken { tokens[min(index + 1, tokens.count - 1)] }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func fail(_ token: AnimationToken, _ message: String) -> Failure {
        Failure(column: token.column, message: message)
    }

    // MARK: Expression

    mutating func parseExpression() throws(Failure) -> Animation {
        if current.kind == .end {
            throw fail(current, "expected an animation expression such as 'spring(duration: 0.5, bounce: 0.2)'")
        }
        if current.kind == .dot { advance() }
        if case .identifier("Animation") = current.kind, next.kind == .dot {
            advance()
            advance()
        }
        guard case .identifier(let name) = current.kind else {
            throw fail(current, "expected an animation name such as 'spring' or 'easeInOut', found \(current.quoted)")
        }
        let nameToken = current
        guard let form = AnimationForm.named(name) else {
            throw fail(nameToken, Self.unknownNameMessage(name))
        }
        advance()

        let base: AnimationBase
        if current.kind == .leftParen {
            if form.overloads.isEmpty {
                throw fail(current, "'\(name)' takes no arguments; write '\(name)'")
            }
            let list = try parseArgumentList()
            let matched = try Self.match(list, form: form)
            base = try Self.build(form: form, matched, list: list)
        } else {
            guard form.allowsBare else {
                throw fail(current, "expected '(' after '\(name)'")
            }
            base = try Self.build(form: form, nil, list: nil)
        }

        var modifiers: [AnimationModifier] = []
        while current.kind == .dot {
            advance()
            guard case .identifier(let modifierName) = current.kind else {
                throw fail(current, "expected a modifier name after '.', found \(current.quoted)")
            }
            let modifierToken = current
            guard let overload = AnimationForm.modifiers[modifierName] else {
                if AnimationForm.named(modifierName) != nil {
                    throw fail(modifierToken, "'\(modifierName)' is an animation, not a modifier; expected .delay(_:) or .speed(_:)")
                }
                throw fail(modifierToken, "unknown modifier '\(modifierName)'; expected .delay(_:) or .speed(_:)")
            }
            advance()
            guard current.kind == .leftParen else {
                throw fail(current, "expected '(' after '\(modifierName)'")
            }
            let list = try parseArgumentList()
            let form = AnimationForm(name: modifierName, allowsBare: false, overloads: [overload])
            let matched = try Self.match(list, form: form)
            let value = matched[0] ?? 0
            let column = matched.columns[0]
            if modifierName == "delay" {
                guard value >= 0 else {
                    throw Failure(column: column, message: "delay must be >= 0, got \(formatNumber(value))")
                }
                modifiers.append(.delay(value))
            } else {
                guard value > 0 else {
                    throw Failure(column: column, message: "speed must be > 0, got \(formatNumber(value))")
                }
                modifiers.append(.speed(value))
            }
        }

        guard current.kind == .end else {
            throw fail(current, "unexpected \(current.quoted) after the animation expression")
        }
        return Animation(base: base, modifiers: modifiers)
    }

    static let baseNames = AnimationForm.all.map(\.name)

    static func unknownNameMessage(_ name: String) -> String {
        let lower = name.lowercased()
        if let near = baseNames.first(where: { $0.lowercased() == lower }) {
            return "unknown animation '\(name)'; did you mean '\(near)'?"
        }
        if AnimationForm.modifiers[name] != nil {
            return "'\(name)' is a modifier; write it after an animation, e.g. 'easeInOut.\(name)(...)'"
        }
        return "unknown animation '\(name)'; expected one of " + baseNames.joined(separator: ", ")
    }

    // MARK: Arguments

    /// `( [label:] number, ... )`; a trailing comma is accepted as in Swift 6.1.
    mutating func parseArgumentList() throws(Failure) -> AnimationArgumentList {
        let open = current
        advance()
        var arguments: [AnimationArgument] = []
        if current.kind == .rightParen {
            let close = current
            advance()
            return AnimationArgumentList(arguments: [], openColumn: open.column, closeColumn: close.column)
        }
        while true {
            var label: String?
            var labelColumn = current.column
            if case .identifier(let word) = current.kind {
                if next.kind == .colon {
                    label = word
                    labelColumn = current.column
                    advance()
                    advance()
                } else if case .number = next.kind {
                    throw fail(next, "expected ':' after argument label '\(word)'")
                } else {
                    throw fail(current, "expected a number, found \(current.quoted)")
                }
            }
            let valueToken = current
            let value: Double
            let text: String
            switch valueToken.kind {
            case .number(let v, let literal):
                guard v.isFinite else {
                    throw fail(valueToken, "'\(literal)' is not a finite number")
                }
                value = v
                text = literal
            case .badNumber(let literal):
                if literal.hasPrefix(".") {
                    throw fail(valueToken, "'\(literal)' is not a valid number; write '0\(literal)'")
                }
                throw fail(valueToken, "'\(literal)' is not a valid number")
            case .end:
                throw fail(valueToken, label.map { "expected a number after '\($0):'" } ?? "expected ')' after argument list")
            default:
                throw fail(valueToken, "expected a number, found \(valueToken.quoted)")
            }
            advance()
            arguments.append(AnimationArgument(
                label: label, labelColumn: labelColumn, value: value,
                valueColumn: valueToken.column, text: text))

            switch current.kind {
            case .comma:
                advance()
                if current.kind == .rightParen {
                    let close = current
                    advance()
                    return AnimationArgumentList(arguments: arguments, openColumn: open.column, closeColumn: close.column)
                }
                if current.kind == .end {
                    throw fail(current, "expected an argument or ')' after ','")
                }
            case .rightParen:
                let close = current
                advance()
                return AnimationArgumentList(arguments: arguments, openColumn: open.column, closeColumn: close.column)
            case .end:
                throw fail(current, "expected ')' after argument list")
            default:
                throw fail(current, "expected ',' or ')' after argument, found \(current.quoted)")
            }
        }
    }
}
