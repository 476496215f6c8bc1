import SwiftSyntax
import Validation

extension TransitionUse {
    static func read(_ argument: ExprSyntax, place: Place) -> TransitionUse {
        let compact = SyntaxReading.key(of: argument)
        let animation = SyntaxReading.parenthesized(after: ".animation(", in: SyntaxReading.text(of: argument))
        let spatial = ["move(", ".slide", "push(", "offset("].contains { compact.contains($0) }
        let identity = compact == ".identity" || compact == "AnyTransition.identity"
        return TransitionUse(
            argument: SyntaxReading.text(of: argument), animation: animation,
            isSpatial: spatial, isIdentity: identity, place: place
        )
    }
}
