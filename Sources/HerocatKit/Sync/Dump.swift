import CatalogStore
import Foundation
import SpecModel

/// What `dump` did.
public struct DumpReport: Equatable, Sendable {
    public var written = 0
    public var unchanged = 0
    /// Files deleted because the catalog removed their spec since the last exchange.
    public var removed = 0
    /// Files changed in the directory since this catalog last exchanged them, left alone.
    public var notLoaded: [String] = []
    /// Specs whose file was deleted from the directory since the last exchange; not written back.
    public var deletedFiles: [String] = []
    /// Spec files in the directory whose spec the catalog never held; kept.
    public var strays: [String] = []

    public init() {}
}

extension DirectorySync {
    /// Writes the catalog's side of every spec into the directory, one canonical YAML file
    /// per spec (`NAME.yaml`, or the file that already holds it), deciding each spec three
    /// ways as `load` does:
    /// - only the catalog changed since the last exchange: its version is written (a spec
    ///   it removed has its file deleted);
    /// - only the file changed (or was deleted): it is left alone and reported, for a load;
    ///   a file this catalog never exchanged is never overwritten;
    /// - both changed differently: a conflict, nothing written, unless `force`, which
    ///   writes the catalog's version over every difference.
    /// The directory's `.herocat-dump` (its id, the new dump count) is written first, each file by
    /// temporary file and rename, and the bases last, so a dump cut short anywhere leaves
    /// nothing a later load misreads (a directory ahead of the catalog's record is in step).
    static func dump(_ catalog: any CatalogStorage, to path: String, force: Bool) async throws -> DumpReport {
        let directory = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ServiceError(.cannotCreate(path: path, reason: error.localizedDescription))
        }
        var file = try SyncDirectory.read(in: directory)
        let known = file.isNew ? nil : try await catalog.syncExchange(directory: file.id)
        try file.checkNotBehind(known, shownPath: path, force: force)
        let bases = file.isNew ? [:] : try await catalog.syncBases(directory: file.id)
        let snapshot = try DirectorySnapshot.read(path, bases: bases)
        var plan = try await planDump(catalog, snapshot, directory: file.id, bases: bases, shownPath: path, force: force)

        if !plan.update.isEmpty {
            let exchange = file.nextExchange(after: known)
            plan.update.exchange = exchange
            file = file.recording(exchange)
        }
        if file.needsWriting { try file.write(in: directory) }
        try plan.write(in: directory)
        if !plan.update.isEmpty { try await catalog.record(plan.update) }   // nothing new: no write at all
        return plan.report
    }

    /// The decisions of a dump into the directory `id`, from its files as read (here, or
    /// by a client of a server, which keeps the directory's bases); nothing is written.
    static func planDump(_ catalog: any CatalogStorage, _ snapshot: DirectorySnapshot, directory id: String, bases: [String: SyncBase], shownPath path: String, force: Bool) async throws -> DumpPlan {
        let states = try await catalog.revisionStates()
        var snapshot = snapshot
        // A file that is not a spec is never written over, but it does not stop a dump.
        snapshot.problems.removeAll { if case .invalidSpec = $0 { return true } else { return false } }

        // The catalog's side, printed only where the base cannot vouch for it.
        let toPrint = states.filter { name, state in
            guard state.exists else { return false }
            guard let base = bases[name], base.revision == state.revision else { return true }
            return snapshot.files[name]?.digest != base.digest
        }.keys.sorted()
        let progress = OperationProgress.current
        progress?.begin("dumping", total: toPrint.count, unit: "specs")
        let printed = try await canonicalSpecs(catalog, toPrint, progress: progress)

        var plan = DumpPlan(shownPath: path, update: SyncBaseUpdate(directory: id), states: states, force: force)
        plan.problems.add(snapshot.problems)
        let names = Set(states.filter(\.value.exists).keys).union(bases.keys).union(snapshot.files.keys).union(snapshot.unreadable.keys)
        for name in names.sorted() {
            let catalogSide: (digest: String, yaml: Data?)? = states[name]?.exists == true
                ? printed[name].map { ($0.digest, Data($0.yaml.utf8)) } ?? bases[name].map { ($0.digest, nil) } : nil
            plan.consider(name, catalog: catalogSide, file: snapshot.files[name] ?? snapshot.unreadable[name], base: bases[name], state: states[name])
        }
        try plan.problems.throwIfAny(closing: "nothing was written")
        return plan
    }

    /// Writes each file by temporary file and rename, then deletes `deletions`.
    static func write(_ writes: [(file: String, bytes: Data)], deleting deletions: [String], in directory: URL) throws(ServiceError) {
        for (file, bytes) in writes {
            let url = directory.appendingPathComponent(file)
            do {
                try bytes.write(to: url, options: .atomic)
            } catch {
                throw ServiceError(.cannotWrite(path: url.path, reason: error.localizedDescription))
            }
        }
        for file in deletions {
            let url = directory.appendingPathComponent(file)
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw ServiceError(.cannotWrite(path: url.path, reason: error.localizedDescription))
            }
        }
    }
}

/// The decisions of one dump, made before anything is written (see `dump`).
struct DumpPlan {
    /// The directory as the user named it, for problems.
    let shownPath: String
    var update: SyncBaseUpdate
    /// The catalog's revisions the plan saw (a server's client records bases only at them).
    let states: [String: RevisionState]
    let force: Bool
    var problems = ProblemList()
    /// What the dump does; `written` and `removed` count the planned writes and deletions.
    var report = DumpReport()
    private(set) var writes: [(file: String, bytes: Data)] = []
    private(set) var deletions: [String] = []

    init(shownPath: String, update: SyncBaseUpdate, states: [String: RevisionState], force: Bool) {
        self.shownPath = shownPath
        self.update = update
        self.states = states
        self.force = force
    }

    /// One spec: the catalog's side (its digest, and its YAML when printed), its file, its base.
    mutating func consider(_ name: String, catalog: (digest: String, yaml: Data?)?, file: SyncFile?, base: SyncBase?, state: RevisionState?) {
        if let catalog, catalog.digest == file?.digest {
            report.unchanged += 1   // in step; recorded so the next exchange knows it
            if base?.digest != catalog.digest || base?.revision != state?.revision { update.record(name, digest: catalog.digest, readAt: state?.revision) }
            return
        }
        if catalog == nil, base == nil {
            if let file { report.strays.append(file.file) }   // never this catalog's: not ours to touch
            return
        }
        if catalog == nil, file == nil {
            update.forget(name)   // gone on both sides
            return
        }
        if catalog?.digest == base?.digest {
            // Only the directory moved: its change is for a load to take.
            if let file { report.notLoaded.append(file.file) } else { report.deletedFiles.append(name) }
            if force { take(name, catalog, file) }
            return
        }
        if file?.digest != base?.digest, !force {
            if let state {
                let shown = file?.path ?? (shownPath as NSString).appendingPathComponent("\(name).yaml")
                problems.add(.changedOnBothSides(name: name, file: shown, base: base?.revision, now: state, forcedSide: .catalog))
            }
            return
        }
        take(name, catalog, file)
    }

    /// The catalog's side goes to the directory: its YAML written, or its file deleted.
    private mutating func take(_ name: String, _ catalog: (digest: String, yaml: Data?)?, _ file: SyncFile?) {
        guard let catalog else {
            if let file {
                deletions.append(file.file)
                report.removed += 1
            }
            update.forget(name)
            return
        }
        guard let yaml = catalog.yaml else { return }   // unprinted: the file already holds it
        writes.append((file?.file ?? "\(name).yaml", yaml))
        report.written += 1
        update.record(name, digest: catalog.digest, readAt: states[name]?.revision)
    }

    /// Writes each file by temporary file and rename, then deletes what the catalog removed.
    func write(in directory: URL) throws(ServiceError) {
        try DirectorySync.write(writes, deleting: deletions, in: directory)
    }
}

/// Dump and load of a directory of spec files, without losing anyone's work: the
/// planning and conflict detection behind the service's `dump` and `load`.
enum DirectorySync {
    /// The extensions `load` reads.
    public static let extensions = ["yaml", "yml", "json"]

    /// The spec files of a directory, sorted: visible regular files with a spec
    /// extension. Hidden files (`.swiftlint.yml`, `.DS_Store`, the id file) are ignored.
    static func specFiles(in directory: URL) throws(ServiceError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ServiceError(.cannotList(path: directory.path, reason: error.localizedDescription))
        }
        // Paths joined as strings: a URL built per file costs more than the stat it is for.
        let base = directory.path as NSString
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension)
                && FileManager.default.fileExists(atPath: base.appendingPathComponent(name), isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}
