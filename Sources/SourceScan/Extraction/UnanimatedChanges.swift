import SwiftSyntax

/// The names an event's code assigns or toggles (`selected = nil`, `self.open = false`,
/// `model.open = x`, `open.toggle()`) outside any `withAnimation` or `withTransaction`: changes
/// that cut, unless an `.animation(_:value:)` animates them. Code in other nested closures
/// (a `Task`, a completion handler) is left out. A closure that runs after a wait (`asyncAfter`,
/// one that sleeps first) leaves the event's transaction, even one a `withAnimation` around it
/// opened: what it changes cuts unless it animates that itself.
final class UnanimatedChanges: SyntaxVisitor {
    private var names: [(name: String, at: Syntax, later: Bool)] = []
    /// Plain calls (`close()`, `self.close()`) outside any `withAnimation`: maybe methods of the
    /// type, whose own changes the event then makes unanimated.
    private var calls: [(name: String, at: Syntax)] = []
    private var animated: Set<String> = []
    /// Inside a `withAnimation` (and no later closure within it).
    private var animating = 0
    /// Inside a closure that runs later.
    private var later = 0

    /// `closure` is an event's outermost action closure: it sits in no `withAnimation` unless
    /// it is that call's own closure (an action when nothing around it is). Each name with its
    /// assignment (where a `withAnimation` belongs), in source order.
    static func read(_ closure: ClosureExprSyntax) -> (changes: [(name: String, at: Syntax, later: Bool)], calls: [(name: String, at: Syntax)]) {
        let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let owner, let callee = SyntaxReading.plainCallee(owner), animatingCalls.contains(callee) { return ([], []) }
        return read(closure.statements)
    }

    /// The same for a method's body (`func close() { open = false }`), which runs in the
    /// transaction of the event that calls it.
    static func read(_ statements: CodeBlockItemListSyntax) -> (changes: [(name: String, at: Syntax, later: Bool)], calls: [(name: String, at: Syntax)]) {
        let reader = UnanimatedChanges(viewMode: .sourceAccurate)
        reader.walk(statements)
        // A change the same event also makes in a `withAnimation` (`if reduceMotion { x = a }
        // else { withAnimation { x = a } }`) is cut on purpose.
        return (reader.names.filter { !reader.animated.contains($0.name) }, reader.calls)
    }

    private static let animatingCalls: Set<String> = ["withAnimation", "withTransaction"]

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        guard FactCollector.runsLater(node) else { return .skipChildren }
        let outer = animating
        animating = 0
        later += 1
        walk(node.statements)
        later -= 1
        animating = outer
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = SyntaxReading.plainCallee(node), Self.animatingCalls.contains(callee) {
            animating += 1
            for closure in SyntaxReading.closures(of: node) { walk(closure.statements) }
            animating -= 1
            return .skipChildren
        }
        if animating == 0, let name = Self.ownMethodName(node.calledExpression) { calls.append((name, Syntax(node))) }
        // `open.toggle()` changes it too, whichever way.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
           node.arguments.isEmpty, let base = member.base, let name = Self.lastName(base) {
            record(name, Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let name = Self.lastName(elements[0]) { record(name, Syntax(node)) }
        return .visitChildren
    }

    private func record(_ name: String, _ at: Syntax) {
        if animating > 0 { animated.insert(name) } else { names.append((name, at, later > 0)) }
    }

    /// `close` for `close` and `self.close`: a name that may be a method of the type.
    static func ownMethodName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isLowercase == true ? reference.baseName.text : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// `open` for `open`, `self.open` and `model.open`.
    private static func lastName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
