import Dispatch
import Foundation
import SpecModel
import Validation

/// Swift source to scan without reading it from disk: a path to report it under, and its bytes.
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// What a scan found.
public struct ScanResult: Sendable {
    /// One report per transition found (named `File.swift:TypeName/namespace`), in file
    /// and source order, plus one per file whose herocat comments name unknown rules
    /// (named `File.swift`). Findings carry file, line and column of the offending call.
    public var reports: [ValidationReport]
    /// Files that could not be checked, one line each: `path: reason` (unreadable, binary,
    /// not UTF-8, syntax errors, past a ceiling of `ScanLimits`, out of time, a path that
    /// does not exist). Each is also an `unscannable_file` finding in `reports`.
    public var problems: [String]
    /// The transitions found, in the order of `reports`.
    public var transitions: [CodeTransition]
    /// Lines of Swift read (files with syntax errors included, unreadable ones not).
    public var linesScanned: Int
    /// Files read and parsed (with or without syntax errors).
    public var filesScanned: Int

    /// Every rule a scan reports under, for reporters (SARIF lists and indexes rules
    /// from it): the spec rules, then the source-only ones.
    public static var rules: [any Rule] { RuleRegistry.withSourceOnly }

    /// The most severe active finding, or nil when there is none.
    public var worst: Severity? { reports.compactMap(\.worst).max() }

    /// True when an active finding is an error, or, with `strict`, a warning.
    public func failed(strict: Bool = false) -> Bool { reports.contains { $0.failed(strict: strict) } }
}

/// Reads SwiftUI source with swift-syntax, reconstructs the matched-geometry transitions
/// it builds, and checks them against the principles of docs/rules.md as they show in
/// source, with the identifiers, messages and hints of the spec rules.
///
/// Files are parsed in parallel; a file that cannot be read, is binary or not UTF-8,
/// parses with syntax errors, passes a ceiling of `ScanLimits` or its time budget is an
/// `unscannable_file` finding and is not checked (a tree with errors would put views in
/// the wrong branches); the scan goes on. Everything else is resolved together, so a
/// namespace passed to a child view in another file is followed there.
public struct SourceScanner: Sendable {
    /// Rule identifiers to check; nil for all.
    public var enabledRules: Set<String>?
    /// Seconds one file may take to read before it is reported as `unscannable_file`.
    public var fileTimeBudget: Double

    public init(enabledRules: Set<String>? = nil, fileTimeBudget: Double = ScanLimits.fileTimeBudget) {
        self.enabledRules = enabledRules
        self.fileTimeBudget = fileTimeBudget
    }

    /// Scans files and directories (walked for `.swift` files, hidden entries skipped).
    public func scan(paths: [String]) -> ScanResult {
        let listing = DirectoryWalker.files(in: paths)
        // In path order whatever order the paths are given in: which of two files a finding
        // is reported in never depends on it.
        let files = listing.files.sorted()
        var result = run(count: files.count, path: { files[$0] }) { index in
            let path = files[index]
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
                return .bytes([UInt8](data))
            } catch {
                return .unreadable("cannot read the file (\(DirectoryWalker.reason(error)))")
            }
        }
        result.problems = listing.problems.map { "\($0.path): \($0.reason)" } + result.problems
        result.reports = listing.problems.map { UnscannableFiles.report(path: $0.path, reason: $0.reason, line: 1, column: 1) } + result.reports
        return result
    }

    /// Scans sources held in memory.
    public func scan(sources: [SourceInput]) -> ScanResult {
        let sources = sources.sorted { $0.path < $1.path }
        return run(count: sources.count, path: { sources[$0].path }) { .bytes(sources[$0].bytes) }
    }

    /// Scans one source text.
    public func scan(source: String, path: String = "Source.swift") -> ScanResult {
        scan(sources: [SourceInput(path: path, text: source)])
    }

    enum Loaded {
        case bytes([UInt8])
        case unreadable(String)
    }

    /// The scan's steps, each in SourceScanner+Steps.swift: read every file, resolve the
    /// transitions across files, check them (and, beside that, again as a macOS build, where a
    /// file's `#if` clauses give other facts there: SourceScanner+Platforms.swift), then add the
    /// reports of comments naming unknown rules and of files not checked; all in source order.
    private func run(count: Int, path: (Int) -> String, load: @escaping @Sendable (Int) -> Loaded) -> ScanResult {
        let paths = (0..<count).map(path)
        var reading = readFiles(paths, load: load)
        Self.resolveAcrossFiles(&reading.files)
        let read = reading
        // The macOS reading is resolved and checked beside the first: each only reads `read`.
        let (first, mac) = inParallel({ () -> (entries: [Entry], input: RuleInput) in
            let input = Self.ruleInput(ScanContext(files: read.files))
            return (check(input.transitions, input: input, files: read.files, paths: paths), input)
        }, { checkMacOSReading(read, paths: paths) })
        var entries = first.entries
        if let mac { addMacOSFindings(mac, to: &entries) }
        entries += Self.unknownRuleReports(in: read.files)
        entries += Self.unscannableReports(read.unscannable, paths: paths)
        entries.sort { $0.place < $1.place }
        Self.reportEachViewOnce(&entries)
        // Freeing the scan's model (every file's facts, every transition) is a few percent of
        // a scan, on one thread: it is left to another, off the caller's way.
        let model = (first.input, read.files, mac?.model)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(model) {} }
        return ScanResult(
            reports: entries.map(\.report),
            problems: read.problems,
            transitions: entries.compactMap(\.transition),
            linesScanned: read.lines,
            filesScanned: read.scanned
        )
    }
}
