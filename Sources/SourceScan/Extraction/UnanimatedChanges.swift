import SwiftSyntax

/// The names an event's code assigns or toggles (`selected = nil`, `self.open = false`,
/// `model.open = x`, `open.toggle()`) outside any `withAnimation` or `withTransaction`: changes
/// that cut, unless an `.animation(_:value:)` animates them. Code in nested closures
/// (`asyncAfter`, `Task`) runs later: it is left out.
final class UnanimatedChanges: SyntaxVisitor {
    private var names: [(name: String, at: Syntax)] = []
    private var animated: Set<String> = []

    /// `closure` is an event's outermost action closure: it sits in no `withAnimation` unless
    /// it is that call's own closure (an action when nothing around it is). Each name with its
    /// assignment (where a `withAnimation` belongs), in source order.
    static func read(_ closure: ClosureExprSyntax) -> [(name: String, at: Syntax)] {
        let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let owner, let callee = SyntaxReading.plainCallee(owner), animating.contains(callee) { return [] }
        let reader = UnanimatedChanges(viewMode: .sourceAccurate)
        reader.walk(closure.statements)
        // A change the same event also makes in a `withAnimation` (`if reduceMotion { x = a }
        // else { withAnimation { x = a } }`) is cut on purpose.
        return reader.names.filter { !reader.animated.contains($0.name) }
    }

    private static let animating: Set<String> = ["withAnimation", "withTransaction"]

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = SyntaxReading.plainCallee(node), Self.animating.contains(callee) {
            for closure in SyntaxReading.closures(of: node) { animated.formUnion(FactCollector.changes(in: closure.statements, switchedOnOnly: false)) }
            return .skipChildren
        }
        // `open.toggle()` changes it too, whichever way.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
           node.arguments.isEmpty, let base = member.base, let name = Self.lastName(base) {
            names.append((name, Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let name = Self.lastName(elements[0]) { names.append((name, Syntax(node))) }
        return .visitChildren
    }

    /// `open` for `open`, `self.open` and `model.open`.
    private static func lastName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
