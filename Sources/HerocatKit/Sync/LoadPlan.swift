import CatalogStore
import SpecModel

/// The decisions of one load, made before anything is written. For each spec, the file
/// and the catalog are compared with the base (what this catalog last exchanged with the
/// directory, by content):
/// - only the file changed: the file is applied (a new revision, validated as `add`);
/// - only the catalog changed: the catalog keeps its version (`dump` will write it);
/// - both changed to the same content: nothing to write;
/// - both changed differently (or, never exchanged, they differ): a conflict, unless
///   `force`, which takes the file and says so in the revision's change line;
/// - a file gone whose spec the catalog still holds as exchanged: removed with `--prune`;
///   a spec the catalog changed since is kept (refused, or with `force` noted); a spec
///   never exchanged with the directory is never pruned.
struct LoadPlan {
    let bases: [String: SyncBase]
    let states: [String: RevisionState]
    /// Digests of the catalog specs whose revision moved since their base (or that have none).
    let catalogDigests: [String: String]
    let force: Bool

    var problems = ProblemList()
    var notes: [LoadNote] = []
    var changes: [PlannedChange] = []
    var asExchanged = 0
    var sameAsCatalog = 0
    /// What the directory and the catalog share after the load, recorded with its changes.
    var update: SyncBaseUpdate
    /// For a catalog that several clones of the directory share (a server's), by spec: the
    /// digest of each older revision, with its number. A file changed only in the directory
    /// to one of them is a clone behind the catalog, not an edit: refused unless `force`.
    var olderRevisions: [String: [String: Int]] = [:]
    private var toGrade: [(file: SyncFile, located: LocatedSpec, expected: Int??, note: String?)] = []

    init(directory: String, bases: [String: SyncBase], states: [String: RevisionState], catalogDigests: [String: String], force: Bool) {
        self.bases = bases
        self.states = states
        self.catalogDigests = catalogDigests
        self.force = force
        update = SyncBaseUpdate(directory: directory)
    }

    /// The names whose catalog content must be read to be compared: the catalog holds the
    /// spec, its file changed (or is gone), and its revision moved since the base.
    static func namesNeedingCatalogDigests(_ snapshot: DirectorySnapshot, bases: [String: SyncBase], states: [String: RevisionState]) -> [String] {
        var names: [String] = []
        for (name, state) in states where state.exists {
            let base = bases[name]
            if let base, base.revision == state.revision { continue }
            if let file = snapshot.files[name], file.digest == base?.digest { continue }
            if snapshot.files[name] == nil, base == nil { continue }
            names.append(name)
        }
        return names.sorted()
    }

    /// The catalog's content for `name` as a digest; nil when it does not hold the spec.
    func catalogDigest(_ name: String) -> String? {
        guard let state = states[name], state.exists else { return nil }
        if let base = bases[name], base.revision == state.revision { return base.digest }
        return catalogDigests[name]
    }

    mutating func consider(_ file: SyncFile) {
        let name = file.name
        let base = bases[name]
        if file.digest == base?.digest {
            asExchanged += 1   // the file as exchanged: the catalog's side stands
            return
        }
        guard let located = file.located else { return }   // only files as exchanged go unparsed
        let catalogSide = catalogDigest(name)
        if catalogSide == file.digest {
            sameAsCatalog += 1   // the same change on both sides
            update.record(name, digest: file.digest)
            return
        }
        let state = states[name]
        if catalogSide == base?.digest {
            var note: String?
            if let older = olderRevisions[name]?[file.digest], let state {
                guard force else {
                    problems.add(.behindCatalog(name: name, file: file.path, revision: older, now: state))
                    return
                }
                notes.append(.tookFileVersion(name: name, over: state))
                note = Self.forcedNote(over: state)
            }
            toGrade.append((file, located, .some(state?.revision), note))
            update.record(name, digest: file.digest)
            return
        }
        guard let state else { return }   // a catalog side that moved has a revision
        guard force else {
            problems.add(.changedOnBothSides(name: name, file: file.path, base: base?.revision, now: state, forcedSide: .file))
            return
        }
        toGrade.append((file, located, .some(state.revision), Self.forcedNote(over: state)))
        notes.append(.tookFileVersion(name: name, over: state))
        update.record(name, digest: file.digest)
    }

    /// The specs whose file changed only in the directory, to a content the catalog may
    /// have held before (it has older revisions): those `olderRevisions` is needed for. A
    /// file of a spec the catalog removed (and no longer exchanges) counts: a clone that has
    /// not pulled a colleague's `load --prune` still holds it.
    func changedOnlyInDirectory(_ snapshot: DirectorySnapshot) -> [String] {
        snapshot.files.values.filter { file in
            guard file.located != nil, let state = states[file.name] else { return false }
            guard let base = bases[file.name] else { return !state.exists }
            return file.digest != base.digest && state.revision > 1 && catalogDigest(file.name) == base.digest
        }.map(\.name).sorted()
    }

    /// The revision's change line of a forced load: the catalog's history, not a message to a user.
    static func forcedNote(over state: RevisionState) -> String { "load --force over \(state.author)'s revision \(state.revision)" }

    /// Specs exchanged with the directory whose file is gone (a spec the catalog never
    /// exchanged with it is left alone).
    mutating func considerMissingFiles(_ snapshot: DirectorySnapshot, prune: Bool) {
        for (name, base) in bases.sorted(by: { $0.key < $1.key }) where snapshot.files[name] == nil && snapshot.unreadable[name] == nil {
            guard let state = states[name], state.exists, let catalogName = CatalogName(name) else {
                update.forget(name)   // gone on both sides
                continue
            }
            guard prune else { continue }
            if catalogDigest(name) == base.digest {
                changes.append(PlannedChange(.remove(catalogName), expected: .some(state.revision)))
                update.forget(name)
            } else if force {
                notes.append(.keptFromPruning(name: name, now: state))
            } else {
                problems.add(.keptFromPruning(name: name, base: base.revision, now: state))
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
            write.canonicalYAML = planned.file.canonicalYAML
            changes.append(PlannedChange(.write(write), expected: planned.expected))
        }
    }
}
