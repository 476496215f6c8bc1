import SwiftIfConfig
import SwiftSyntax

/// `#if` clauses inside a modifier chain (`Capsule()` `#if os(iOS)` `.matchedGeometryEffect(…)`
/// `#endif`): the clause an iOS build compiles continues the chain. The source is read again with
/// every `#if`, `#elseif`, `#else` and `#endif` of such a clause, and every clause not compiled,
/// blanked out to spaces, so the compiled modifiers join the chain at the lines they are written on.
enum PostfixConditions {
    /// The source with its postfix `#if` blocks flattened, or nil when it has none.
    static func flattened(_ tree: SourceFileSyntax, regions: ConfiguredRegions, bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard mayHold(bytes) else { return nil }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.found.isEmpty else { return nil }
        var result = Array(bytes)
        func blank(_ start: AbsolutePosition, _ end: AbsolutePosition) {
            for offset in start.utf8Offset..<min(end.utf8Offset, result.count) where result[offset] != UInt8(ascii: "\n") && result[offset] != UInt8(ascii: "\r") {
                result[offset] = UInt8(ascii: " ")
            }
        }
        for config in finder.found {
            let active = regions.activeClause(for: config)
            for clause in config.clauses {
                blank(clause.poundKeyword.positionAfterSkippingLeadingTrivia, clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia)
                if clause.id != active?.id, let elements = clause.elements { blank(elements.position, elements.endPosition) }
            }
            blank(config.poundEndif.positionAfterSkippingLeadingTrivia, config.poundEndif.endPositionBeforeTrailingTrivia)
        }
        return result
    }

    /// Some line starting with `#if` is followed by one starting with `.` (a modifier), comment
    /// lines aside: one pass
    /// over the bytes, so that most files with `#if` blocks need no walk of their tree.
    static func mayHold(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterIf = false, lineStart = true, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { lineStart = true; index += 1; continue }
            if lineStart, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                lineStart = false
                if afterIf && byte == UInt8(ascii: ".") { return true }
                // A comment line between them keeps the `#if` in view.
                if byte == UInt8(ascii: "/") { index += 1; continue }
                afterIf = byte == UInt8(ascii: "#") && index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "i") && bytes[index + 2] == UInt8(ascii: "f")
            }
            index += 1
        }
        return false
    }

    /// The `#if` blocks written as part of an expression's chain.
    private final class Finder: SyntaxVisitor {
        var found: [IfConfigDeclSyntax] = []

        override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node.config)
            return .visitChildren
        }
    }
}
