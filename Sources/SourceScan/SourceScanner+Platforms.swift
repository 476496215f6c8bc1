import Dispatch
import SpecModel
import Validation

/// A multiplatform app's file compiles other code for the Mac (`#if os(macOS)`, the `#else` of
/// `#if os(iOS)`): herocat reads it a second time as a macOS build compiles it, and reports
/// what only that reading finds.
extension SourceScanner {
    /// Said after a finding only the macOS reading gives.
    static let macOSMarker = " (in the macOS build of this file)"

    /// The macOS reading checked: every report it gives, the files read for the Mac, and its
    /// model (to be freed off the caller's way).
    struct MacOSReading {
        var entries: [Entry]
        var reread: Set<String>
        var model: (RuleInput, [FileFacts])
    }

    /// Resolves and checks the scan again with the macOS reading of each file that has one (read
    /// with the first, from the same parse); the other files keep their iOS facts, so a file's
    /// findings depend only on the files it names, as in the first reading. Nil when no file has one.
    func checkMacOSReading(_ read: ReadFiles, paths: [String]) -> MacOSReading? {
        guard !read.macOS.isEmpty else { return nil }
        var files = read.files
        var reread: Set<String> = []
        for (index, facts) in read.macOS {
            files[index] = facts
            reread.insert(paths[index])
        }
        Self.resolveAcrossFiles(&files)
        let input = Self.ruleInput(ScanContext(files: files))
        return MacOSReading(entries: check(input.transitions, input: input, files: files, paths: paths), reread: reread, model: (input, files))
    }

    /// Adds the findings of the macOS reading in the files read for the Mac: one per place and
    /// rule the iOS reading does not report, in the report of its transition.
    func addMacOSFindings(_ mac: MacOSReading, to entries: inout [Entry]) {
        func key(_ finding: Finding) -> String { "\(finding.file ?? ""):\(finding.line ?? 0):\(finding.rule)" }
        var known = Set(entries.flatMap { $0.report.findings + $0.report.suppressed }.map(key))
        func added(_ findings: [Finding]) -> [Finding] {
            findings.compactMap { finding in
                guard let file = finding.file, mac.reread.contains(file), known.insert(key(finding)).inserted else { return nil }
                var marked = finding
                // Before the files it needs, which close the message.
                let end = marked.message.range(of: Self.needsMarker)?.lowerBound ?? marked.message.endIndex
                marked.message.insert(contentsOf: Self.macOSMarker, at: end)
                return marked
            }
        }
        let byName = Dictionary(entries.indices.map { (entries[$0].report.transition, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in mac.entries {
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
