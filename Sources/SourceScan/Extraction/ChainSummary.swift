import SwiftSyntax
import Validation

/// What the rules need of one modifier chain, worked out once: a view with thousands of
/// modifiers is read once, not once per `matchedGeometryEffect` or `transition` in it.
struct ChainSummary {
    let rootName: String
    let rootHoldsTextOrImage: Bool
    let isMatched: Bool
    let implicitAnimation: String?
    let font: Located<String>?
    /// A modifier herocat does not know may set the font (`.headlineStyle()`).
    let mayStyleText: Bool
    /// ` with .bold()` for `Text(x).bold()`: the weight it gives the font it takes.
    let fontStyles: String
    let geometry: LiteralGeometry
    let transition: TransitionUse?
    /// The chain's source, from its root view to its last modifier (UTF-8 offsets).
    let range: Range<Int>
    /// A stack with nothing in it (`VStack { }`, a placeholder for content to come).
    let isEmptyStack: Bool
    /// The value of the chain's `.id(…)` (`UUID()` in `.id(UUID())`), where it is: the view's identity.
    let identity: Located<String>?

    init(_ chain: ModifierChain, file: Int, lines: LineTable) {
        rootName = chain.rootName
        rootHoldsTextOrImage = chain.rootIsStackHoldingContent
        isMatched = chain.isMatched
        implicitAnimation = chain.implicitAnimation
        font = chain.font(file: file, lines: lines)
        mayStyleText = chain.mayStyleText
        fontStyles = chain.fontStylesWithoutFont
        geometry = chain.geometry
        transition = chain.transition(file: file, lines: lines)
        isEmptyStack = ModifierChain.contentStacks.contains(chain.rootName) && chain.rootCall?.trailingClosure?.statements.isEmpty == true
        identity = chain.modifiers.last { $0.name == "id" }.flatMap { modifier in
            SyntaxReading.argument(nil, in: modifier.call.arguments).map { value in
                let name = modifier.call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(modifier.call)
                return Located(value: SyntaxReading.text(of: value), place: lines.place(file: file, of: name))
            }
        }
        let start = chain.root.positionAfterSkippingLeadingTrivia.utf8Offset
        range = start..<max(start, (chain.modifiers.last?.call ?? chain.rootCall).map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? start)
    }
}

/// Summaries of the chains read so far, by each modifier call of the chain.
struct ChainSummaries {
    private var byCall: [SyntaxIdentifier: ChainSummary] = [:]

    mutating func summary(containing call: FunctionCallExprSyntax, file: Int, lines: LineTable) -> ChainSummary {
        if let known = byCall[call.id] { return known }
        let chain = ModifierChain(containing: call)
        let summary = ChainSummary(chain, file: file, lines: lines)
        for modifier in chain.modifiers { byCall[modifier.call.id] = summary }
        byCall[call.id] = summary
        return summary
    }
}
