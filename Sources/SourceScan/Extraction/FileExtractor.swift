import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax
import Validation

/// Reads one file's bytes into facts, or says why it cannot be checked.
enum FileExtractor {
    enum Outcome: Sendable {
        /// The file as an iOS build compiles it, and as a macOS build does when its `#if`
        /// clauses make that another reading (`#if os(iOS)`, `canImport(UIKit)`); nil when the
        /// Mac compiles the same code, or other code that holds the same facts.
        case facts(FileFacts, macOS: FileFacts?)
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

    /// Both readings come from one parse: only which `#if` clauses are read differs.
    static func extractNow(bytes: [UInt8], path: String, index: Int) -> Outcome {
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
            let regions = NestingGuard.mayHoldCompilationConditions(buffer) ? tree.configuredRegions(in: ScanBuildConfiguration.iOS) : nil
            if let problems = SyntaxProblemCounter.problems(in: tree, regions: regions) {
                let first = lines.place(file: index, offset: problems.firstOffset)
                let noun = problems.count == 1 ? "syntax error" : "syntax errors"
                return .problem("\(problems.count) \(noun), first at \(first.line):\(first.column)", lines: lines.lineCount, line: first.line, column: first.column)
            }
            let reading = Reading(tree: tree, buffer: buffer, index: index, path: path, lines: lines, comments: SuppressionReader.mayHoldComments(buffer))
            let iOS = reading.facts(regions: regions, build: .iOS)
            guard let regions else { return .facts(iOS, macOS: nil) }
            let macRegions = tree.configuredRegions(in: ScanBuildConfiguration.macOS)
            // A file the macOS build cannot read keeps its iOS facts and gets no second reading.
            guard ScanBuildConfiguration.differ(regions, macRegions), SyntaxProblemCounter.problems(in: tree, regions: macRegions) == nil else {
                return .facts(iOS, macOS: nil)
            }
            var macOS = reading.facts(regions: macRegions, build: .macOS)
            // Clauses that differ only in what herocat does not read (`import AppKit`) make no second reading.
            if macOS == iOS { return .facts(iOS, macOS: nil) }
            macOS.readForMac = true
            return .facts(iOS, macOS: macOS)
        }
    }

    /// One parsed file, read for a build's `#if` clauses.
    private struct Reading {
        let tree: SourceFileSyntax
        let buffer: UnsafeBufferPointer<UInt8>
        let index: Int
        let path: String
        let lines: LineTable
        let comments: Bool

        func facts(regions: ConfiguredRegions?, build: ScanBuildConfiguration) -> FileFacts {
            // A modifier chain with `#if` clauses in it is read as the compiled chain, at the same places.
            if let regions, let flattened = PostfixConditions.flattened(tree, regions: regions, bytes: buffer) {
                return flattened.withUnsafeBufferPointer { flat in
                    let compiled = Parser.parse(source: flat, maximumNestingLevel: maximumNestingLevel)
                    return FileExtractor.facts(of: compiled, regions: compiled.configuredRegions(in: build), index: index, path: path, lines: lines, comments: comments)
                }
            }
            return FileExtractor.facts(of: tree, regions: regions, index: index, path: path, lines: lines, comments: comments)
        }
    }

    private static func facts(of tree: SourceFileSyntax, regions: ConfiguredRegions?, index: Int, path: String, lines: LineTable, comments: Bool) -> FileFacts {
        let collector = FactCollector(fileIndex: index, path: path, lines: lines, regions: regions, memberNames: MemberNames.read(tree))
        collector.walk(tree)
        collector.readEventMethods()
        var facts = collector.facts
        if comments { facts.suppressions = SuppressionReader.comments(in: tree, file: index, lines: lines) }
        return facts
    }
}
