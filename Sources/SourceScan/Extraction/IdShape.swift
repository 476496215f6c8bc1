import SwiftSyntax
import Validation

/// Reading an id expression's shape from syntax.
extension IdShape {
    /// The compact key of a constant expression, else nil.
    static func literalKey(_ expr: ExprSyntax) -> String? {
        if SyntaxReading.plainString(expr) != nil || expr.is(IntegerLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self) {
            return SyntaxReading.key(of: expr)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            // `.title` or `Tab.title`: an enum case, the same value wherever it is written.
            if member.base == nil { return "." + member.declName.baseName.text }
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
               member.declName.baseName.text.first?.isLowercase == true {
                return "." + member.declName.baseName.text
            }
        }
        return nil
    }

    /// The shape of an id expression. `parameters` are the names whose value each use of
    /// the fragment or child view decides.
    static func of(_ expr: ExprSyntax, parameters: Set<String>) -> IdShape {
        if let key = literalKey(expr) { return .literal(key) }
        // `isTop ? "a" : "b"`, folded or as the parser leaves it.
        let branches = SyntaxReading.ternaryBranches(expr)
        if branches.count == 2, let a = literalKey(branches[0]), let b = literalKey(branches[1]) {
            return .choices([a, b])
        }
        var bare = expr
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            bare = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        if let reference = bare.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) {
            return .parameter(reference.baseName.text)
        }
        return .dynamic
    }
}
