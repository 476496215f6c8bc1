import Dispatch
import SpecModel
import Validation

/// A multiplatform app's file compiles other code for the Mac (`#if os(macOS)`, the `#else` of
/// `#if os(iOS)`): herocat reads it a second time as a macOS build compiles it, and reports
/// what only that reading finds.
extension SourceScanner {
    /// Said after a finding only the macOS reading gives.
    static let macOSMarker = " (in the macOS build of this file)"

    /// Adds the findings of the macOS reading, in files whose `#if` clauses differ between the
    /// two builds: one per place and rule the iOS reading does not report, in the report of its
    /// transition. The other files keep their iOS facts, so a file's findings depend only on the
    /// files it names, as in the first reading.
    func addMacOSFindings(to entries: inout [Entry], read: ReadFiles, paths: [String], load: @escaping @Sendable (Int) -> Loaded) {
        let dependent = read.files.filter(\.dependsOnPlatform).map(\.index)
        guard !dependent.isEmpty else { return }
        var files = read.files
        let outcomes = ExtractionPool.run(
            count: dependent.count, budget: fileTimeBudget, load: { load(dependent[$0]) },
            extract: { bytes, slot in FileExtractor.extractNow(bytes: bytes, path: paths[dependent[slot]], index: dependent[slot], build: .macOS) },
            finished: {}
        )
        var reread: Set<String> = []
        for (slot, outcome) in outcomes.enumerated() {
            // A file the macOS build cannot read keeps its iOS facts and gets no second findings.
            guard case .facts(let facts) = outcome else { continue }
            files[dependent[slot]] = facts
            reread.insert(paths[dependent[slot]])
        }
        guard !reread.isEmpty else { return }
        Self.resolveAcrossFiles(&files)
        let context = ScanContext(files: files)
        let models = Resolver(context: context).transitions()
        let input = RuleInput(context: context, transitions: models)

        func key(_ finding: Finding) -> String { "\(finding.file ?? ""):\(finding.line ?? 0):\(finding.rule)" }
        var known = Set(entries.flatMap { $0.report.findings + $0.report.suppressed }.map(key))
        func added(_ findings: [Finding]) -> [Finding] {
            findings.compactMap { finding in
                guard let file = finding.file, reread.contains(file), known.insert(key(finding)).inserted else { return nil }
                var marked = finding
                // Before the files it needs, which close the message.
                let end = marked.message.range(of: Self.needsMarker)?.lowerBound ?? marked.message.endIndex
                marked.message.insert(contentsOf: Self.macOSMarker, at: end)
                return marked
            }
        }
        // Freed off the caller's way, as the first reading's model is.
        defer {
            let model = (input, files)
            DispatchQueue.global(qos: .utility).async { withExtendedLifetime(model) {} }
        }
        let byName = Dictionary(entries.indices.map { (entries[$0].report.transition, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in check(models, input: input, files: files, paths: paths) {
            let findings = added(entry.report.findings)
            let suppressed = added(entry.report.suppressed)
            guard !findings.isEmpty || !suppressed.isEmpty else { continue }
            // A transition both readings find keeps one report.
            if let index = byName[entry.report.transition] {
                entries[index].report.findings = Self.inReportOrder(entries[index].report.findings + findings)
                entries[index].report.suppressed = Self.inReportOrder(entries[index].report.suppressed + suppressed)
            } else {
                var entry = entry
                entry.report.findings = findings
                entry.report.suppressed = suppressed
                entries.append(entry)
            }
        }
    }
}
