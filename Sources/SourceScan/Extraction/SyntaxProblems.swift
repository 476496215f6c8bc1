import SwiftIfConfig
import SwiftSyntax
import Validation

/// Counts the places where the parser had to invent or skip source: missing tokens and
/// unexpected text. Two at one position (a missing `)` and a missing `}` at the end of
/// a line) count once, as one diagnostic would report them.
/// Problems inside `#if` clauses the build would not compile do not count: the compiler
/// does not parse those either.
final class SyntaxProblemCounter: SyntaxVisitor {
    private(set) var positions: Set<Int> = []
    private let regions: ConfiguredRegions?

    init(regions: ConfiguredRegions?) {
        self.regions = regions
        super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if regions?.isActive(node) ?? .active == .active {
            positions.insert(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing, regions?.isActive(token) ?? .active == .active {
            positions.insert(token.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return .skipChildren
    }

    /// How many problems, and the offset of the first; nil when the tree has none.
    static func problems(in tree: SourceFileSyntax, regions: ConfiguredRegions?) -> (count: Int, firstOffset: Int)? {
        guard tree.hasError else { return nil }
        let counter = SyntaxProblemCounter(regions: regions)
        counter.walk(tree)
        guard let first = counter.positions.min() else { return nil }
        return (counter.positions.count, first)
    }
}

/// Reads `// herocat:disable:next RULE`, `// herocat:disable RULE`, `// herocat:disable:this RULE`
/// and `// herocat:enable RULE` line comments. Rules are separated by commas or spaces;
/// ` -- ` starts the reason.
enum SuppressionReader {
    static let marker = Array("herocat:".utf8)

    /// True when the bytes hold `herocat:` at all: most files do not, and need no trivia walk.
    static func mayHoldComments(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= marker.count else { return false }
        var index = 0
        let first = marker[0]
        while index <= count - marker.count {
            if bytes[index] == first {
                var match = true
                for offset in 1..<marker.count where bytes[index + offset] != marker[offset] {
                    match = false
                    break
                }
                if match { return true }
            }
            index += 1
        }
        return false
    }

    static func comments(in tree: SourceFileSyntax, file: Int, lines: LineTable) -> [SuppressionComment] {
        var result: [SuppressionComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                read(piece, at: offset, file: file, lines: lines, into: &result)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                read(piece, at: offset, file: file, lines: lines, into: &result)
                offset += piece.sourceLength.utf8Length
            }
        }
        return result
    }

    private static func read(_ piece: TriviaPiece, at offset: Int, file: Int, lines: LineTable, into result: inout [SuppressionComment]) {
        let text: String
        switch piece {
        case .lineComment(let comment): text = String(comment.dropFirst(2))
        case .docLineComment(let comment): text = String(comment.dropFirst(3))
        default: return
        }
        let place = lines.place(file: file, offset: offset)
        if let comment = parse(text, line: place.line, column: place.column) { result.append(comment) }
    }

    /// One comment's text after `//`, or nil when it is not a herocat directive.
    static func parse(_ text: String, line: Int, column: Int) -> SuppressionComment? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("herocat:") else { return nil }
        var body = trimmed.dropFirst("herocat:".count)
        var reason: String?
        if let range = body.firstRange(of: " -- ") ?? body.firstRange(of: " — ") {
            reason = String(body[range.upperBound...]).trimmingSpaces
            body = body[..<range.lowerBound]
        }
        let words = body.split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init)
        guard let directive = words.first else { return nil }
        let scope: SuppressionComment.Scope
        switch directive {
        case "disable:next": scope = .nextLine
        case "disable:this": scope = .thisLine
        case "disable": scope = .restOfFile
        case "enable": scope = .enable
        default: return nil
        }
        let rules = Array(words.dropFirst())
        guard !rules.isEmpty else { return nil }
        return SuppressionComment(scope: scope, rules: rules, reason: reason?.isEmpty == true ? nil : reason, line: line, column: column)
    }
}
