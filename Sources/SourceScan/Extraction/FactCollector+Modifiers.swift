import SwiftSyntax
import Validation

/// Modifiers (`.name(...)` on a view): matched views, transitions, animations, destinations
/// and presentations.
extension FactCollector {
    func visitModifier(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = member.declName.baseName.text
        switch name {
        case "matchedGeometryEffect":
            recordView(node, member: member, kind: .geometry, idLabel: "id", arguments: node.arguments)
        case "matchedTransitionSource":
            recordView(node, member: member, kind: .transitionSource, idLabel: "id", arguments: node.arguments)
        case "navigationTransition":
            if let zoom = SyntaxReading.argument(nil, in: node.arguments)?.as(FunctionCallExprSyntax.self),
               zoom.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "zoom" {
                recordView(node, member: member, kind: .zoomDestination, idLabel: "sourceID", arguments: zoom.arguments)
            }
        case "transition":
            if let argument = SyntaxReading.argument(nil, in: node.arguments) {
                let chain = chains.summary(containing: node, file: fileIndex, lines: lines)
                let use = TransitionUse.read(argument, place: place(member.declName))
                let fact = TransitionFact(use: use, onMatchedView: chain.isMatched, chainAnimation: chain.implicitAnimation, steps: steps)
                withFragment { $0.transitions.append(fact) }
            }
        case "animation":
            recordAnimationModifier(node, member: member)
        case "transaction":
            // `.transaction { $0.animation = ... }` sets the animation of every change below it.
            let fact = AnimationFact(kind: .implicitModifier, expression: nil, place: place(member.declName), steps: steps)
            withFragment { $0.animations.append(fact) }
        case "navigationDestination":
            walk(node.calledExpression)
            let key = nextKey()
            facts.destinations[key] = place(member.declName)
            steps.append(.destination(key))
            walk(node.arguments)
            if let trailing = node.trailingClosure { walk(trailing) }
            walk(node.additionalTrailingClosures)
            steps.removeLast()
            return .skipChildren
        default:
            recordPasses(node.arguments)
            if Self.navigationPresentations.contains(name) {
                walk(node.calledExpression)
                let key = nextKey()
                for argument in node.arguments {
                    if argument.expression.is(ClosureExprSyntax.self) { steps.append(.presentation(key)) }
                    walk(argument)
                    if argument.expression.is(ClosureExprSyntax.self) { steps.removeLast() }
                }
                steps.append(.presentation(key))
                if let trailing = node.trailingClosure { walk(trailing) }
                walk(node.additionalTrailingClosures)
                steps.removeLast()
                return .skipChildren
            }
        }
        return .visitChildren
    }

    func recordAnimationModifier(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        let expression = SyntaxReading.argument(nil, in: node.arguments)
        if let base = member.base?.as(DeclReferenceExprSyntax.self), case let text = base.baseName.text, text.hasPrefix("$"), text.count > 1 {
            let fact = AnimationFact(kind: .binding(String(text.dropFirst())), expression: expression.map { SyntaxReading.text(of: $0) }, place: place(member.declName), steps: steps)
            withFragment { $0.animations.append(fact) }
            return
        }
        guard let expression, !expression.is(NilLiteralExprSyntax.self) else { return }
        let kind: AnimationFact.Kind
        if let value = SyntaxReading.argument("value", in: node.arguments) {
            kind = .valueModifier(SyntaxReading.identifiers(in: value, selfMembers: true).map(Self.stripSelf))
        } else if node.arguments.count == 1 {
            kind = .implicitModifier
        } else {
            return
        }
        let fact = AnimationFact(kind: kind, expression: SyntaxReading.text(of: expression), place: place(member.declName), steps: steps)
        withFragment { $0.animations.append(fact) }
    }
}
