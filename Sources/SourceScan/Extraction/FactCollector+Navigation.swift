import SwiftSyntax
import Validation

/// NavigationLink: its destination is walked with a destination step pushed.
extension FactCollector {
    func walkNavigationLink(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordLink(node)
        walk(node.calledExpression)
        let key = nextKey()
        facts.destinations[key] = place(node.calledExpression)
        for argument in node.arguments {
            if argument.label?.text == "destination" {
                steps.append(.destination(key))
                walk(argument)
                steps.removeLast()
            } else {
                walk(argument)
            }
        }
        // `NavigationLink { destination } label: { label }`: the first closure is the destination.
        let hasLabelClosure = node.additionalTrailingClosures.contains { $0.label.text == "label" }
        if let trailing = node.trailingClosure {
            if hasLabelClosure { steps.append(.destination(key)) }
            walk(trailing)
            if hasLabelClosure { steps.removeLast() }
        }
        walk(node.additionalTrailingClosures)
        return .skipChildren
    }

    /// `NavigationLink(value: album) { … }` pushing a loop item or property of a known model
    /// type: with every name the link and the modifiers chained on it read.
    func recordLink(_ node: FunctionCallExprSyntax) {
        guard let value = SyntaxReading.argument("value", in: node.arguments),
              let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = modelType(of: name), !type.hasPrefix("=") else { return }
        var names = Set(SyntaxReading.identifiers(in: node, selfMembers: true).map(Self.stripSelf))
        var outer = Syntax(node)
        while let member = outer.parent?.as(MemberAccessExprSyntax.self), let call = member.parent?.as(FunctionCallExprSyntax.self) {
            names.insert(member.declName.baseName.text)
            for argument in call.arguments { names.formUnion(SyntaxReading.identifiers(in: argument.expression, selfMembers: true).map(Self.stripSelf)) }
            outer = Syntax(call)
        }
        let link = LinkFact(place: place(node.calledExpression), valueType: type, names: names,
                            pushesLoopItem: loops.contains { $0.parameters.contains(name) })
        withFragment { $0.links.append(link) }
    }
}
