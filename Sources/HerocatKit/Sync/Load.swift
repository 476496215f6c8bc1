import CatalogStore
import Foundation
import SpecModel

/// What `load` did.
public struct LoadReport: Equatable, Sendable {
    /// Spec files read (hidden files are not counted).
    public var files = 0
    public var summary = LoadSummary()
    /// Of `summary.unchanged`: files as this catalog last exchanged them (not parsed again).
    public var asExchanged = 0
    /// Things the user should know that did not stop the load (one line each).
    public var notes: [LoadNote] = []

    public init(files: Int = 0, asExchanged: Int = 0, notes: [LoadNote] = []) {
        self.files = files
        self.asExchanged = asExchanged
        self.notes = notes
    }
}

/// Something a load did that the user should know, though it did not stop the load.
public enum LoadNote: Equatable, Sendable {
    /// Forced: the file's version replaced a conflicting catalog revision.
    case tookFileVersion(name: String, over: RevisionState)
    /// Forced: pruning kept a spec that changed in the catalog since it was exchanged.
    case keptFromPruning(name: String, now: RevisionState)
    /// The load is done, but the directory's id file could not be written.
    case unrecordedDirectory(path: String, reason: String)
}

extension DirectorySync {
    /// Applies a directory to the catalog in one transaction, all or nothing, deciding each
    /// spec three ways between the file, the catalog and what this catalog last exchanged
    /// with the directory (`SyncBase`; `LoadPlan` has the rules). Every problem of every
    /// file is reported at once; nothing is written when there is one.
    static func load(_ catalog: any CatalogStorage, from path: String, prune: Bool, force: Bool, author: String) async throws -> LoadReport {
        let directory = try existingDirectory(path)
        let file = try SyncDirectory.read(in: directory)
        if !file.isNew { try file.checkNotBehind(try await catalog.syncExchange(directory: file.id), shownPath: path, force: force) }
        let bases = file.isNew ? [:] : try await catalog.syncBases(directory: file.id)
        let snapshot = try DirectorySnapshot.read(path, bases: bases)
        var report = try await load(snapshot, into: catalog, directory: file.id, bases: bases, prune: prune, force: force, author: author, shared: false)
        if file.needsWriting, let note = record(file, in: directory) { report.notes.append(note) }
        return report
    }

    /// The directory at `path`, which must exist.
    static func existingDirectory(_ path: String) throws(ServiceError) -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ServiceError(.noSuchDirectory(path: path))
        }
        return URL(fileURLWithPath: path)
    }

    /// After a load, a directory without an id gets the one the catalog knows it by (a file
    /// git left half-merged is written whole); failing to write it does not undo the load:
    /// it is a note. A load records no exchange in the file: it changes no file of the
    /// directory, so it leaves nothing new to commit.
    static func record(_ file: SyncDirectory, in directory: URL) -> LoadNote? {
        do {
            try file.write(in: directory)
            return nil
        } catch {
            return .unrecordedDirectory(path: directory.appendingPathComponent(SyncDirectory.fileName).path, reason: "\(error)")
        }
    }

    /// The decisions and the one transaction of a load, from the directory's files as read
    /// (here, or by a client of a server, which keeps the bases of the directory `id`).
    /// `shared`: the catalog is a server's, which every clone of the directory exchanges
    /// with, so a clone behind it is told from an edit (`LoadPlan.olderRevisions`).
    static func load(_ snapshot: DirectorySnapshot, into catalog: any CatalogStorage, directory id: String, bases: [String: SyncBase], prune: Bool, force: Bool, author: String, shared: Bool) async throws -> LoadReport {
        let states = try await catalog.revisionStates()
        let needed = LoadPlan.namesNeedingCatalogDigests(snapshot, bases: bases, states: states)
        var plan = LoadPlan(directory: id, bases: bases, states: states, catalogDigests: try await canonicalSpecs(catalog, needed).mapValues(\.digest), force: force)
        if shared { plan.olderRevisions = try await olderRevisionDigests(catalog, plan.changedOnlyInDirectory(snapshot)) }
        plan.problems.add(snapshot.problems)
        for file in snapshot.files.values.sorted(by: { $0.name < $1.name }) { plan.consider(file) }
        plan.considerMissingFiles(snapshot, prune: prune)
        plan.grade()
        try plan.problems.throwIfAny(closing: "nothing was written")

        var report = LoadReport(files: snapshot.fileCount, asExchanged: plan.asExchanged, notes: plan.notes)
        OperationProgress.current?.begin("writing", total: plan.changes.count, unit: "changes", counted: false)
        if !plan.changes.isEmpty || !plan.update.isEmpty {   // nothing new: no write at all
            report.summary = try await catalog.apply(plan.changes, author: author, recording: plan.update)
        }
        report.summary.unchanged += plan.asExchanged + plan.sameAsCatalog
        return report
    }

    /// By spec name: the digest of each revision before the newest that holds the spec, with its number.
    static func olderRevisionDigests(_ catalog: any CatalogStorage, _ names: [String]) async throws -> [String: [String: Int]] {
        var found: [String: [String: Int]] = [:]
        for name in names {
            guard let catalogName = CatalogName(name) else { continue }
            for revision in try await catalog.history(of: catalogName).dropLast() where revision.action != "remove" {
                let spec = try await catalog.spec(named: catalogName, revision: revision.number)
                found[name, default: [:]][SyncDirectory.canonical(spec).digest] = revision.number
            }
        }
        return found
    }

    /// The canonical YAML and digest of each named catalog spec (printed on all cores):
    /// the specs `load` cannot judge by revision alone, the specs `dump` may write. Each
    /// advances `progress`, whose phase the caller began.
    static func canonicalSpecs(_ catalog: any CatalogStorage, _ names: [String], progress: OperationProgress? = nil) async throws -> [String: (yaml: String, digest: String)] {
        guard !names.isEmpty else { return [:] }
        let specs = try await catalog.specs(named: names.compactMap(CatalogName.init))
        let printed = parallelMap(specs) { spec in
            defer { progress?.advance() }
            return SyncDirectory.canonical(spec)
        }
        return Dictionary(zip(specs.map(\.name.rawValue), printed), uniquingKeysWith: { first, _ in first })
    }
}
