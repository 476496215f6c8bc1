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
/// it builds, and checks them against the principles of PRINCIPLES.md ("in SwiftUI
/// source" column), with the identifiers, messages and hints of the spec rules.
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
        var result = run(count: listing.files.count, path: { listing.files[$0] }) { index in
            let path = listing.files[index]
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
        run(count: sources.count, path: { sources[$0].path }) { .bytes(sources[$0].bytes) }
    }

    /// Scans one source text.
    public func scan(source: String, path: String = "Source.swift") -> ScanResult {
        scan(sources: [SourceInput(path: path, text: source)])
    }

    private enum Loaded {
        case bytes([UInt8])
        case unreadable(String)
    }

    private func run(count: Int, path: (Int) -> String, load: @escaping @Sendable (Int) -> Loaded) -> ScanResult {
        let paths = (0..<count).map(path)
        let budget = fileTimeBudget
        // Parse and read every file in parallel; resolve them together afterwards.
        let progress = OperationProgress.current
        progress?.begin("scanning", total: count, unit: "files")
        let outcomes: [FileExtractor.Outcome] = parallelMap(Array(0..<count)) { index in
            defer { progress?.advance() }
            switch load(index) {
            case .bytes(let bytes): return FileExtractor.extract(bytes: bytes, path: paths[index], index: index, budget: budget)
            case .unreadable(let reason): return .problem(reason, lines: 0)
            }
        }

        var files: [FileFacts] = []
        var problems: [String] = []
        var unscannable: [(place: Place, reason: String)] = []
        var lines = 0
        var scanned = 0
        for index in 0..<count {
            switch outcomes[index] {
            case .facts(let facts):
                files.append(facts)
                lines += facts.lineCount
                scanned += 1
            case .problem(let reason, let fileLines, let line, let column):
                problems.append("\(paths[index]): \(reason)")
                unscannable.append((Place(file: index, offset: 0, line: line, column: column), reason))
                lines += fileLines
                if fileLines > 0 { scanned += 1 }
                // Keep indices aligned with `paths`: a file not checked contributes no facts.
                files.append(FileFacts(index: index, path: paths[index], lineCount: 0))
            }
        }

        let context = ScanContext(files: files)
        let models = Resolver(context: context).transitions()
        let input = RuleInput(context: context, transitions: models)
        // Each rule with its description and sort position (its place in PRINCIPLES.md).
        let rules = RuleRegistry.source.enumerated()
            .filter { enabledRules?.contains($0.element.identifier) ?? true }
            .map { (rule: $0.element, description: $0.element.ruleDescription, order: $0.offset) }

        let suppressions = Dictionary(
            files.filter { !$0.suppressions.isEmpty }.map { ($0.path, InlineSuppressions($0.suppressions)) },
            uniquingKeysWith: { $1 }
        )

        // Transitions are checked in parallel (rules only read the shared input), and
        // their reports put back in the order of `models`.
        var entries: [(place: Place, report: ValidationReport, transition: CodeTransition?)] = parallelMap(models) { model in
            var findings: [(order: Int, finding: Finding)] = []
            for (rule, description, rank) in rules {
                // A view reached twice (a fragment used in two places) is reported once.
                var seen: Set<String> = []
                for violation in rule.check(model, input) where seen.insert("\(violation.place.file):\(violation.place.offset):\(violation.message)").inserted {
                    findings.append((rank, Finding(
                        rule: description.identifier, severity: description.severity, transition: model.name,
                        element: violation.element, message: violation.message, hint: description.hint,
                        reference: description.reference, path: "",
                        file: paths[violation.place.file], line: violation.place.line, column: violation.place.column
                    )))
                }
            }
            let sorted = findings.enumerated().sorted { a, b in
                let x = (a.element.finding.file ?? "", a.element.finding.line ?? 0, a.element.finding.column ?? 0, a.element.order, a.offset)
                let y = (b.element.finding.file ?? "", b.element.finding.line ?? 0, b.element.finding.column ?? 0, b.element.order, b.offset)
                return x < y
            }.map(\.element.finding)
            var report = ValidationReport(transition: model.name, file: paths[model.owner.file], findings: sorted)
            report.applySuppressions(suppressions)
            let transition = CodeTransition(model: model, input: input, paths: paths)
            let place = model.place ?? Place(file: model.owner.file, offset: 0, line: 1, column: 1)
            return (place, report, transition)
        }

        // Comments naming rules herocat does not check.
        let known = Set(RuleRegistry.sourceIdentifiers + RuleRegistry.identifiers + RuleRegistry.sourceOnlyIdentifiers)
        do {
            let unknown = UnknownRuleRule.description
            for file in files where !file.suppressions.isEmpty {
                let names = InlineSuppressions(file.suppressions).unknownRules(known: known)
                guard !names.isEmpty else { continue }
                let findings = names.map { name, comment in
                    let message = UnknownRuleRule.commentMessage(naming: name)
                    return Finding(
                        rule: unknown.identifier, severity: unknown.severity, transition: file.fileName,
                        message: message, hint: unknown.hint, reference: unknown.reference,
                        file: file.path, line: comment.line, column: comment.column
                    )
                }
                let place = Place(file: file.index, offset: 0, line: 1, column: 1)
                entries.append((place, ValidationReport(transition: file.fileName, file: file.path, findings: findings), nil))
            }
        }

        // Files not checked are findings of their own, in every output format.
        for (place, reason) in unscannable {
            let report = UnscannableFiles.report(path: paths[place.file], reason: reason, line: place.line, column: place.column)
            entries.append((place, report, nil))
        }

        entries.sort { $0.place < $1.place }
        return ScanResult(
            reports: entries.map(\.report),
            problems: problems,
            transitions: entries.compactMap(\.transition),
            linesScanned: lines,
            filesScanned: scanned
        )
    }
}
