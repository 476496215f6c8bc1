import CatalogStore
import Foundation
import SpecModel

/// What `load` did.
public struct LoadReport: Equatable, Sendable {
    /// Spec files read (hidden files are not counted).
    public var files = 0
    public var summary = LoadSummary()
    /// Of `summary.unchanged`: files skipped because they are as dumped.
    public var asDumped = 0
    /// Things the user should know that did not stop the load (one line each).
    public var notes: [LoadNote] = []

    public init(files: Int = 0, asDumped: Int = 0, notes: [LoadNote] = []) {
        self.files = files
        self.asDumped = asDumped
        self.notes = notes
    }
}

/// Something a load did that the user should know, though it did not stop the load.
public enum LoadNote: Equatable, Sendable {
    /// Forced: the file's version replaced a conflicting catalog revision.
    case tookFileVersion(name: String, over: RevisionState)
    /// Forced: pruning kept a spec that changed in the catalog since the dump.
    case keptFromPruning(name: String, reason: PruneRefusal)
    /// The load is done, but its record (the manifest) could not be written.
    case unrecorded(manifest: String, reason: String)
}

extension DirectorySync {
    /// Applies a directory to the catalog in one transaction, all or nothing.
    ///
    /// With a manifest (the directory was dumped): a file as dumped is skipped (no revision,
    /// no re-judging); a file changed only on disk is validated as `add` validates and
    /// stored as a new revision; a file changed on disk while its spec also changed in the
    /// catalog is a conflict, refused unless `force` (then the file wins, and the revision
    /// says so). `prune` removes specs whose file is gone, never one that changed in the
    /// catalog since the dump. Without a manifest, files are applied as written by hand.
    /// Every problem of every file is reported at once; the manifest is updated after.
    static func load(_ catalog: Catalog, from path: String, prune: Bool, force: Bool, author: String) async throws -> LoadReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ServiceError(.noSuchDirectory(path: path))
        }
        let directory = URL(fileURLWithPath: path)
        let files = try specFiles(in: directory)
        let old = try DumpManifest.read(in: directory)
        let states = try await catalog.revisionStates()
        var plan = LoadPlan(old: old, states: states, force: force)

        // Files as dumped are only hashed; every other file is parsed. Both on all cores.
        let progress = OperationProgress.current
        progress?.begin("reading", total: files.count, unit: "files")
        let read = parallelMap(files) { file in
            defer { progress?.advance() }
            let content = try? SpecInput.read((path as NSString).appendingPathComponent(file))
            return (content: content, digest: DumpManifest.digest(content ?? []))
        }
        var toParse: [(file: String, path: String)] = []
        var digests: [String: String] = [:]
        for (file, (content, digest)) in zip(files, read) {
            digests[file] = digest
            // As dumped, and from this catalog (it knows the spec at or past that revision);
            // a directory dumped from another catalog loads as hand-written files.
            if content != nil, let entry = old?.entries[file], entry.digest == digests[file],
               let state = states[entry.spec], state.revision >= entry.revision {
                plan.skipAsDumped(file, entry)
            } else {
                toParse.append((file, (path as NSString).appendingPathComponent(file)))
            }
        }
        progress?.begin("checking", total: toParse.count, unit: "files", counted: false)
        let parsed = zip(toParse, SpecInput.parseEach(toParse.map { .file($0.path) }))
        let (specs, unreadable) = SpecInput.collect(parsed.map { ($0.path, $1) })
        plan.problems.add(unreadable)
        let fileOf = Dictionary(uniqueKeysWithValues: parsed.compactMap { entry, outcome in
            (try? outcome.get()).map { ($0.spec.name.rawValue, entry.file) }
        })
        for located in specs {
            let file = fileOf[located.spec.name.rawValue]!
            let current = states[located.spec.name.rawValue]?.exists == true ? try await catalog.spec(named: located.spec.name) : nil
            plan.consider(located, file: file, digest: digests[file]!, current: current)
        }
        if prune { plan.prune(catalogNames: try await catalog.names()) }
        plan.grade()
        try plan.problems.throwIfAny(closing: "nothing was written")

        var report = LoadReport(files: files.count, asDumped: plan.asDumped, notes: plan.notes)
        progress?.begin("writing", total: plan.changes.count, unit: "changes", counted: false)
        report.summary = try await catalog.apply(plan.changes, author: author)
        report.summary.unchanged += plan.asDumped + plan.sameAsCatalog
        do {
            try plan.manifest(after: report.summary, filesNow: try specFiles(in: directory)).write(in: directory)
        } catch {
            report.notes.append(.unrecorded(manifest: directory.appendingPathComponent(DumpManifest.fileName).path, reason: "\(error)"))
        }
        return report
    }
}
