import SwiftSyntax
import Validation

/// Small readings of expressions: names, literals, compact text (modifier chains: `ModifierChain`).
enum SyntaxReading {
    /// `dim` for `dim` or `self.dim`: the name a plain reference reads.
    static func plainName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The names an expression reads, in order, each once: `recipe` in `recipe.id`,
    /// `expandedPhoto` and `photo` in `expandedPhoto != photo`. Member names after a dot
    /// and argument labels are not names it reads.
    /// With `selfMembers`, `self.isExpanded` reads `isExpanded` too.
    static func identifiers(in node: some SyntaxProtocol, selfMembers: Bool = false) -> [String] {
        var names: [String] = []
        var previous: TokenKind?
        var beforePrevious: TokenKind?
        for token in node.tokens(viewMode: .sourceAccurate) {
            let kind = token.tokenKind
            defer { beforePrevious = previous; previous = kind }
            let name: String
            switch kind {
            case .identifier(let text): name = text.hasPrefix("$") ? String(text.dropFirst()) : text
            case .dollarIdentifier(let text): name = String(text.dropFirst())
            default: continue
            }
            if previous == .period, !(selfMembers && beforePrevious == .keyword(.self)) { continue }
            // An argument's label (the parent asked first: finding the next token costs more).
            if token.parent?.is(LabeledExprSyntax.self) == true, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon {
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The source without trivia, tokens joined: `"\(recipe.id)-artwork"`, `.smooth(duration:0.45)`.
    /// Names in `bound` (closure parameters, `if let` bindings) are written `$item`, so
    /// one id spelled with two loop variables gives one key.
    static func key(of node: some SyntaxProtocol, bound: Set<String> = []) -> String {
        var text = ""
        var previous: TokenKind?
        for token in node.tokens(viewMode: .sourceAccurate) {
            // A token's kind is made anew on each read (a name's with its text): read once.
            let kind = token.tokenKind
            defer { previous = kind }
            switch kind {
            case .identifier(let name):
                text += previous != .period && bound.contains(name) ? "$item" : name
            case .dollarIdentifier(let name) where bound.contains(String(name.dropFirst())):
                text += "$item"
            default:
                text += token.text
            }
        }
        return text
    }

    /// The source, trimmed, with the trivia between tokens (spaces, line breaks, comments)
    /// made one space: `.smooth(duration: 0.45)`, `let recipe = selectedRecipe`.
    static func text(of node: some SyntaxProtocol) -> String {
        var output = ""
        var pendingSpace = false
        var previous: TokenKind?
        for token in node.tokens(viewMode: .sourceAccurate) {
            // A member chain broken over lines (`shared\n    .showDetail`) reads as one path.
            let kind = token.tokenKind
            let continuesMember = kind == .period && !pendingSpace && previous.map(Self.endsValue) == true
            if !output.isEmpty, !continuesMember, pendingSpace || !token.leadingTrivia.isEmpty { output += " " }
            output += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
            previous = kind
        }
        return output
    }

    /// A token that can end a value a `.member` follows: a name, `)`, `]`, `?`, `!`, `self`.
    private static func endsValue(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark, .keyword(.self): return true
        default: return false
        }
    }

    /// The value of an integer or float literal, with an optional leading minus.
    /// The two values of `c ? a : b` (unfolded, as the parser leaves it), else none.
    static func ternaryBranches(_ expr: ExprSyntax?) -> [ExprSyntax] {
        if let ternary = expr?.as(TernaryExprSyntax.self) { return [ternary.thenExpression, ternary.elseExpression] }
        guard let elements = expr?.as(SequenceExprSyntax.self)?.elements.map({ $0 }),
              let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index + 1 < elements.count,
              let marker = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return [] }
        return [marker.thenExpression, elements[index + 1]]
    }

    static func number(_ expr: ExprSyntax?) -> Double? {
        guard let expr else { return nil }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        return nil
    }

    /// The text of a string literal without interpolations, else nil.
    static func plainString(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self), literal.openingPounds == nil else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text.holds("\\") ? nil : text
    }

    /// A string literal's contents as written, interpolations included (`\(recipe.id)-artwork`
    /// for `"\(recipe.id)-artwork"`), the way spec ids write templates; nil for other expressions.
    static func template(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
              literal.openingQuote.tokenKind == .stringQuote else { return nil }
        return literal.segments.description
    }

    /// The argument labelled `label`, or the first unlabelled one for nil.
    static func argument(_ label: String?, in arguments: LabeledExprListSyntax) -> ExprSyntax? {
        for argument in arguments where argument.label?.text == label {
            return argument.expression
        }
        return nil
    }

    /// The name of a call's callee when it is a plain name (`ForEach`, `withAnimation`).
    static func plainCallee(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The closures a call passes: the trailing ones and closure arguments.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var result: [ClosureExprSyntax] = []
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { result.append(closure) }
        }
        if let trailing = call.trailingClosure { result.append(trailing) }
        for extra in call.additionalTrailingClosures { result.append(extra.closure) }
        return result
    }

    /// A closure's parameter names (`photo` in `{ photo in }`, `index, item` in `{ (index, item) in }`).
    static func parameters(of closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        let names: [String]
        switch clause {
        case .simpleInput(let list):
            names = list.map(\.name.text).filter { $0 != "_" }
        case .parameterClause(let parameterClause):
            names = parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }.filter { $0 != "_" }
        }
        // `ForEach($items) { $item in`: the binding names the item `item` as well, read last.
        return names.flatMap { name in name.hasPrefix("$") && name.count > 1 ? [name, String(name.dropFirst())] : [name] }
    }

    /// The closure reads `$0` itself (not only inside a closure of its own): a loop's content
    /// `{ $0.matchedGeometryEffect(id: $0.id, …) }` whose item is read as `0`.
    static func usesShorthandItem(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .dollarIdentifier("$0") else { return false }
            var node = token.parent
            while let current = node, current.id != closure.id {
                if current.is(ClosureExprSyntax.self) { return false }
                node = current.parent
            }
            return true
        }
    }

    /// The first number written after `label:` in `text` (`cornerRadius: 12` gives 12).
    static func number(after label: String, in text: String) -> Double? {
        guard let range = text.firstRange(of: label + ":") else { return nil }
        var digits = ""
        var started = false
        for character in text[range.upperBound...] {
            if character == " " && !started { continue }
            if character.isNumber || character == "." || (character == "-" && !started) {
                digits.append(character)
                started = true
            } else {
                break
            }
        }
        return Double(digits)
    }

    /// The balanced-parenthesis contents after the first `marker` (which ends with `(`).
    static func parenthesized(after marker: String, in text: String) -> String? {
        guard let range = text.firstRange(of: marker) else { return nil }
        var depth = 1
        var output = ""
        for character in text[range.upperBound...] {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return output }
            }
            output.append(character)
        }
        return nil
    }
}
