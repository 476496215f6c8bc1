import SwiftSyntax
import Validation

extension TransitionUse {
    static func read(_ argument: ExprSyntax, place: Place) -> TransitionUse {
        let compact = SyntaxReading.key(of: argument)
        let animation = SyntaxReading.parenthesized(after: ".animation(", in: SyntaxReading.text(of: argument))
        let spatial = ["move(", ".slide", "push(", "offset("].contains { compact.contains($0) }
        // (`.asymmetric(insertion: .identity, removal: …)` inserts the view at once too.)
        let identity = compact == ".identity" || compact == "AnyTransition.identity"
            || compact.hasPrefix(".asymmetric(insertion:.identity,") || compact.hasPrefix("AnyTransition.asymmetric(insertion:.identity,")
        return TransitionUse(
            argument: SyntaxReading.text(of: argument), animation: animation,
            isSpatial: spatial, isIdentity: identity, place: place
        )
    }
}
