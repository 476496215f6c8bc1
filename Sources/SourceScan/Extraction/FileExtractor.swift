import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax
import Validation

/// Reads one file's bytes into facts, or says why it cannot be checked.
enum FileExtractor {
    enum Outcome: Sendable {
        case facts(FileFacts)
        /// Not checked; the reason completes `path: reason`. `lines` counts what was read,
        /// `line` and `column` say where the trouble is (1:1 when it is the whole file).
        case problem(String, lines: Int, line: Int = 1, column: Int = 1)
    }

    /// How deep syntax may nest before the parser gives up (and reports a syntax error):
    /// above `ScanLimits.maximumNesting`, which `NestingGuard` enforces first, so a file
    /// that passes the guard never hits it.
    static let maximumNestingLevel = 4 * ScanLimits.maximumNesting

    /// Stack for the threads that read files (`ExtractionPool`): swift-syntax recurses once per
    /// level of the tree, and a debug build takes far more stack per level than a release one.
    static let threadStackBytes = 256 * 1024 * 1024

    /// `build` says which `#if` clauses are read: iOS's, or macOS's for the second reading of a
    /// file whose clauses differ there.
    static func extractNow(bytes: [UInt8], path: String, index: Int, build: ScanBuildConfiguration = .iOS) -> Outcome {
        if bytes.count > ScanLimits.maximumFileBytes {
            return .problem("\(bytes.count) bytes, larger than herocat's ceiling of \(ScanLimits.maximumFileBytes) bytes per file", lines: 0)
        }
        if bytes.contains(0) {
            return .problem("binary file (it holds NUL bytes), not Swift source", lines: 0)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .problem("not UTF-8 text", lines: 0)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let lines = LineTable(buffer)
            if let deep = NestingGuard.violation(in: buffer) {
                let place = lines.place(file: index, offset: deep.offset)
                return .problem("\(deep.reason) at \(place.line):\(place.column)", lines: lines.lineCount, line: place.line, column: place.column)
            }
            let tree = Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
            // Only the `#if` clauses the build compiles are read, as the compiler does
            // (most files have none, and need no pass to find out).
            let regions = NestingGuard.mayHoldCompilationConditions(buffer) ? tree.configuredRegions(in: build) : nil
            let dependsOnPlatform = build.isIOS && regions.map { ScanBuildConfiguration.differ($0, in: tree) } == true
            if let problems = SyntaxProblemCounter.problems(in: tree, regions: regions) {
                let first = lines.place(file: index, offset: problems.firstOffset)
                let noun = problems.count == 1 ? "syntax error" : "syntax errors"
                return .problem("\(problems.count) \(noun), first at \(first.line):\(first.column)", lines: lines.lineCount, line: first.line, column: first.column)
            }
            let comments = SuppressionReader.mayHoldComments(buffer)
            // A modifier chain with `#if` clauses in it is read as the compiled chain, at the same places.
            var read: FileFacts
            if let configured = regions, let flattened = PostfixConditions.flattened(tree, regions: configured, bytes: buffer) {
                read = flattened.withUnsafeBufferPointer { flat in
                    let compiled = Parser.parse(source: flat, maximumNestingLevel: maximumNestingLevel)
                    return facts(of: compiled, regions: compiled.configuredRegions(in: build), index: index, path: path, lines: lines, comments: comments)
                }
            } else {
                read = facts(of: tree, regions: regions, index: index, path: path, lines: lines, comments: comments)
            }
            read.dependsOnPlatform = dependsOnPlatform
            read.readForMac = !build.isIOS
            return .facts(read)
        }
    }

    private static func facts(of tree: SourceFileSyntax, regions: ConfiguredRegions?, index: Int, path: String, lines: LineTable, comments: Bool) -> FileFacts {
        let collector = FactCollector(fileIndex: index, path: path, lines: lines, regions: regions, memberNames: MemberNames.read(tree))
        collector.walk(tree)
        var facts = collector.facts
        if comments { facts.suppressions = SuppressionReader.comments(in: tree, file: index, lines: lines) }
        return facts
    }
}
