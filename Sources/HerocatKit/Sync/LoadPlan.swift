import CatalogStore
import SpecModel

/// The decisions of one load, made before anything is written: which files are as
/// dumped, which specs to write or remove (each with the revision it was planned
/// against), and every conflict and problem.
struct LoadPlan {
    let old: DumpManifest?
    let states: [String: RevisionState]
    let force: Bool

    var problems = ProblemList()
    var notes: [LoadNote] = []
    var changes: [PlannedChange] = []
    var asDumped = 0
    var sameAsCatalog = 0
    /// Specs that have a file in the directory.
    private var named = Set<String>()
    private var toGrade: [(located: LocatedSpec, expected: Int??, note: String?)] = []
    /// Manifest entries that stand as they are, and those to record after the write.
    private var kept: [String: DumpManifest.Entry] = [:]
    private var recorded: [String: (spec: String, digest: String)] = [:]

    init(old: DumpManifest?, states: [String: RevisionState], force: Bool) {
        self.old = old
        self.states = states
        self.force = force
    }

    /// A file whose bytes are those dumped or loaded last: nothing to do. If the catalog
    /// moved on since, its entry keeps the old revision, so `dump` refreshes the file.
    mutating func skipAsDumped(_ file: String, _ entry: DumpManifest.Entry) {
        asDumped += 1
        named.insert(entry.spec)
        kept[file] = entry
    }

    /// A file that changed since the dump, or has no dump behind it.
    mutating func consider(_ located: LocatedSpec, file: String, digest: String, current: TransitionSpec?) {
        let name = located.spec.name.rawValue
        named.insert(name)
        let state = states[name]
        if let current, current == located.spec {
            // Already what the catalog holds (someone made the same change, or a load
            // whose record was lost): nothing to write, nothing to judge.
            sameAsCatalog += 1
            if let state { kept[file] = DumpManifest.Entry(spec: name, revision: state.revision, digest: digest) }
            return
        }
        recorded[file] = (name, digest)
        guard let base = old?.entries[file], base.spec == name, let state, state.revision != base.revision else {
            // Changed only on disk, or written by hand: as `add --replace` would, planned
            // against the revision seen now so a concurrent writer is not overwritten.
            toGrade.append((located, .some(state?.revision), nil))
            return
        }
        guard force else {
            problems.add(.changedOnBothSides(name: name, file: file, dumpedAt: base.revision, now: state))
            return
        }
        // Recorded in the revision's change line: the catalog's history, not a message to a user.
        toGrade.append((located, .some(state.revision), "load --force over \(state.author)'s revision \(state.revision); the file was dumped at revision \(base.revision)"))
        notes.append(.tookFileVersion(name: name, over: state))
    }

    /// Removes catalog specs without a file, but never one that changed in the catalog
    /// since the dump (or was added after it): that is refused, or with `force` kept.
    mutating func prune(catalogNames: [String]) {
        for name in catalogNames where !named.contains(name) {
            guard let state = states[name], let catalogName = CatalogName(name) else { continue }
            guard let old else {
                changes.append(PlannedChange(.remove(catalogName), expected: .some(state.revision)))
                continue
            }
            let base = old.entry(forSpec: name)
            if let base, base.entry.revision == state.revision {
                changes.append(PlannedChange(.remove(catalogName), expected: .some(state.revision)))
                continue
            }
            let why = base.map { PruneRefusal.changedSinceDump(file: $0.file, dumpedAt: $0.entry.revision, now: state) }
                ?? .addedAfterDump(now: state)
            if force {
                notes.append(.keptFromPruning(name: name, reason: why))
            } else {
                problems.add(.keptFromPruning(name: name, reason: why))
            }
        }
    }

    /// Validates the specs to write as `add` does: error findings refuse unless `force`.
    mutating func grade() {
        let (writes, _, findings) = WritePolicy.graded(toGrade.map(\.located), force: force)
        problems.add(findings)
        for (write, planned) in zip(writes, toGrade) {
            var write = write
            write.note = planned.note
            changes.append(PlannedChange(.write(write), expected: planned.expected))
        }
    }

    /// The manifest after the load: every file with the revision it now matches.
    func manifest(after summary: LoadSummary, filesNow: [String]) -> DumpManifest {
        var manifest = DumpManifest()
        for file in filesNow where !file.contains(where: \.isWhitespace) {
            if let entry = kept[file] {
                manifest.entries[file] = entry
            } else if let (spec, digest) = recorded[file], let revision = summary.revisions[spec] ?? states[spec]?.revision {
                manifest.entries[file] = DumpManifest.Entry(spec: spec, revision: revision, digest: digest)
            }
        }
        return manifest
    }
}
