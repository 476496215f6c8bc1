import SpecModel
import Validation

/// The steps of `SourceScanner.run`, in the order it takes them.
extension SourceScanner {
    /// A report and where it sorts; `transition` is nil for a file's own report.
    typealias Entry = (place: Place, report: ValidationReport, transition: CodeTransition?)

    /// What reading the files gave, indices aligned with the scan's paths.
    struct ReadFiles {
        var files: [FileFacts] = []
        /// The macOS reading of each file that has one, by index.
        var macOS: [Int: FileFacts] = [:]
        var problems: [String] = []
        var unscannable: [(place: Place, reason: String)] = []
        /// Lines read, files read and parsed.
        var lines = 0
        var scanned = 0
    }

    /// Parses and reads every file in parallel; a file not checked keeps its index with no facts.
    func readFiles(_ paths: [String], load: @escaping @Sendable (Int) -> Loaded) -> ReadFiles {
        let count = paths.count
        let budget = fileTimeBudget
        let progress = OperationProgress.current
        progress?.begin("scanning", total: count, unit: "files")
        let outcomes = ExtractionPool.run(
            count: count, budget: budget, load: load,
            extract: { bytes, index in FileExtractor.extractNow(bytes: bytes, path: paths[index], index: index) },
            finished: { progress?.advance() }
        )

        var read = ReadFiles()
        for index in 0..<count {
            switch outcomes[index] {
            case .facts(let facts, let macOS):
                read.files.append(facts)
                read.macOS[index] = macOS
                read.lines += facts.lineCount
                read.scanned += 1
            case .problem(let reason, let fileLines, let line, let column):
                read.problems.append("\(paths[index]): \(reason)")
                read.unscannable.append((Place(file: index, offset: 0, line: line, column: column), reason))
                read.lines += fileLines
                if fileLines > 0 { read.scanned += 1 }
                // Keep indices aligned with `paths`: a file not checked contributes no facts.
                read.files.append(FileFacts(index: index, path: paths[index], lineCount: 0))
            }
        }
        return read
    }

    /// The transitions in `context` and what the rules read of it; the shared models' holders are
    /// gathered on one core while the transitions are found on the other.
    static func ruleInput(_ context: ScanContext) -> RuleInput {
        let (transitions, holders) = inParallel({ Resolver(context: context).transitions() }, { RuleInput.sharedModelHolders(in: context) })
        return RuleInput(context: context, transitions: transitions, sharedModelHolders: holders)
    }

    /// Checks each transition against the enabled code rules, with the files' inline suppressions.
    func check(_ models: [TransitionModel], input: RuleInput, files: [FileFacts], paths: [String]) -> [Entry] {
        // Each rule with its description (their order in a report: `inReportOrder`).
        let rules = RuleRegistry.source
            .filter { enabledRules?.contains($0.identifier) ?? true }
            .map { (rule: $0, description: $0.ruleDescription) }

        let suppressions = Dictionary(
            files.filter { !$0.suppressions.isEmpty }.map { ($0.path, InlineSuppressions($0.suppressions)) },
            uniquingKeysWith: { $1 }
        )

        // Transitions are checked in parallel (rules only read the shared input), and
        // their reports put back in the order of `models`.
        return parallelMap(models) { model in
            var findings: [Finding] = []
            let read = filesRead(by: model)
            for (rule, description) in rules {
                // A view reached twice (a fragment used in two places) is reported once.
                var seen: Set<String> = []
                for violation in rule.check(model, input) where seen.insert("\(violation.place.file):\(violation.place.offset):\(violation.message)").inserted {
                    findings.append(Finding(
                        rule: description.identifier, severity: description.severity, transition: model.name,
                        element: violation.element, message: crossFileMessage(violation, model: model, read: read, files: files), hint: description.hint,
                        reference: description.reference, path: "",
                        file: paths[violation.place.file], line: violation.place.line, column: violation.place.column
                    ))
                }
            }
            var report = ValidationReport(transition: model.name, file: paths[model.owner.file], findings: Self.inReportOrder(findings))
            report.applySuppressions(suppressions)
            let transition = CodeTransition(model: model, input: input, paths: paths)
            let place = model.place ?? Place(file: model.owner.file, offset: 0, line: 1, column: 1)
            return (place, report, transition)
        }
    }

    /// Findings by place (file, line, column), then in the order the principles are listed
    /// in; the sort is stable, so one rule's findings at one place keep the order it gave them.
    static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            let x = (a.element.file ?? "", a.element.line ?? 0, a.element.column ?? 0, ruleRank[a.element.rule] ?? 0, a.offset)
            let y = (b.element.file ?? "", b.element.line ?? 0, b.element.column ?? 0, ruleRank[b.element.rule] ?? 0, b.offset)
            return x < y
        }.map(\.element)
    }

    /// What one file's facts take from the others' before the transitions are built: the app's
    /// own modifiers confirmed against their definitions, items picked through bindings.
    static func resolveAcrossFiles(_ files: inout [FileFacts]) {
        WrapperResolution.resolve(&files)
        PickedItemsThroughBindings.resolve(&files)
    }

    /// Each source rule's place in the registry (the order the principles are listed in).
    static let ruleRank = Dictionary(RuleRegistry.source.enumerated().map { ($0.element.ruleDescription.identifier, $0.offset) }, uniquingKeysWith: { first, _ in first })

    /// A transition read across files (the namespace owner's, a child view's) exists whole
    /// only when those files are scanned together: its findings name the other files, so a
    /// finding that changes with the scanned set says which files it needs (the one
    /// documented way a set changes a file's findings).
    func crossFileMessage(_ violation: CodeViolation, model: TransitionModel, read: [Int], files: [FileFacts]) -> String {
        var others: [Int] = []
        for file in read where file != violation.place.file && !others.contains(file) {
            others.append(file)
        }
        var established: [Int] = []
        for file in violation.needs where file != violation.place.file && !others.contains(file) && !established.contains(file) {
            established.append(file)
        }
        guard !others.isEmpty || !established.isEmpty, let namespace = model.namespaceName else { return violation.message }
        let owner = model.owner.name.isEmpty ? "" : " of \(model.owner.name)"
        var reasons: [String] = []
        if !others.isEmpty { reasons.append("namespace \(namespace)\(owner) is read there") }
        if !established.isEmpty {
            reasons.append(others.isEmpty ? "\(violation.needsWhat) is read there" : "\(violation.needsWhat) is read in \(established.map { files[$0].fileName }.joined(separator: ", "))")
        }
        return violation.message + Self.needsMarker + "\((others + established).map { files[$0].fileName }.joined(separator: ", ")): \(reasons.joined(separator: "; ")))"
    }

    /// What opens the part of a message naming the other files a finding needs.
    static let needsMarker = " (needs "

    /// A view several transitions reach (a detail view that three screens show) breaks a rule
    /// once: its finding stays in one report, one that needs no other file if there is one
    /// (so a file scanned alone and in a set reports it alike), else the first.
    static func reportEachViewOnce(_ entries: inout [Entry]) {
        func key(_ finding: Finding) -> String { "\(finding.file ?? ""):\(finding.line ?? 0):\(finding.column ?? 0):\(finding.rule)" }
        var standalone: Set<String> = []
        for entry in entries {
            for finding in entry.report.findings where !finding.message.contains(needsMarker) { standalone.insert(key(finding)) }
        }
        var seen: Set<String> = []
        for index in entries.indices {
            entries[index].report.findings.removeAll { finding in
                let key = key(finding)
                if standalone.contains(key), finding.message.contains(needsMarker) { return true }
                return !seen.insert(key).inserted
            }
        }
    }

    /// The files a transition is read from, in order, each once: its owner's, where its views
    /// are written, the child views and fragments they are reached through (a view written
    /// here and used again by a child view in another file), the declarations of the model
    /// types their ids were read through, the modifiers of the app's own that put them there,
    /// the child views the namespace was handed to.
    func filesRead(by model: TransitionModel) -> [Int] {
        var files: [Int] = [model.owner.file]
        var seen: Set<Int> = [model.owner.file]
        for view in model.views {
            if seen.insert(view.place.file).inserted { files.append(view.place.file) }
            for step in view.steps {
                if case .instance(let key) = step, seen.insert(file(of: key)).inserted { files.append(file(of: key)) }
            }
            for other in view.readsFiles where seen.insert(other).inserted { files.append(other) }
            // A modifier of the app's own (`.heroSource(id:in:)`) defined in another file.
            if let defined = view.fact.definedIn, seen.insert(defined).inserted { files.append(defined) }
        }
        for child in model.childFiles where seen.insert(child).inserted { files.append(child) }
        return files
    }

    /// Comments naming rules herocat does not check, one report per file.
    static func unknownRuleReports(in files: [FileFacts]) -> [Entry] {
        let known = Set(RuleRegistry.sourceIdentifiers + RuleRegistry.identifiers + RuleRegistry.sourceOnlyIdentifiers)
        let unknown = UnknownRuleRule.description
        var entries: [Entry] = []
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
        return entries
    }

    /// Files not checked are findings of their own, in every output format.
    static func unscannableReports(_ unscannable: [(place: Place, reason: String)], paths: [String]) -> [Entry] {
        unscannable.map { place, reason in
            (place, UnscannableFiles.report(path: paths[place.file], reason: reason, line: place.line, column: place.column), nil)
        }
    }
}
