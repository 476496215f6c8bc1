import SwiftSyntax
import Validation

/// NavigationLink: its destination is walked with a destination step pushed.
extension FactCollector {
    func walkNavigationLink(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
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
}
