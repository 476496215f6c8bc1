import SwiftParser
import SwiftSyntax

/// Reads one file's bytes into facts, or says why it cannot be checked.
enum FileExtractor {
    enum Outcome: Sendable {
        case facts(FileFacts)
        /// Not checked; the reason completes `path: reason`. `lines` counts what was read.
        case problem(String, lines: Int)
    }

    /// How deep brackets may nest before the parser gives up (and reports a syntax
    /// error). swift-syntax's own default is 20 in debug builds, less than real view
    /// bodies reach; debug builds use far more stack per level, hence two values.
    #if DEBUG
    static let maximumNestingLevel = 128
    #else
    static let maximumNestingLevel = 256
    #endif

    static func extract(bytes: [UInt8], path: String, index: Int) -> Outcome {
        if bytes.contains(0) {
            return .problem("binary file (it holds NUL bytes), not Swift source; skipped", lines: 0)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .problem("not UTF-8 text; skipped", lines: 0)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let lines = LineTable(buffer)
            let tree = Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
            if let problems = SyntaxProblemCounter.problems(in: tree) {
                let first = lines.place(file: index, offset: problems.firstOffset)
                let noun = problems.count == 1 ? "syntax error" : "syntax errors"
                return .problem("\(problems.count) \(noun), first at \(first.line):\(first.column); not checked", lines: lines.lineCount)
            }
            let collector = FactCollector(fileIndex: index, path: path, lines: lines)
            collector.walk(tree)
            var facts = collector.facts
            if SuppressionReader.mayHoldComments(buffer) {
                facts.suppressions = SuppressionReader.comments(in: tree, file: index, lines: lines)
            }
            return .facts(facts)
        }
    }
}
