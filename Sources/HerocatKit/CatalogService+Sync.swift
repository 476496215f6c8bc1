import CatalogStore
import Foundation
import SpecModel

/// `load` and `dump` for a client of a server (`--remote`): the client reads and writes
/// the directory, this catalog decides with the same plans as a local load or dump, and
/// keeps the directory's bases. Each takes the directory's id (`SyncWire.directoryID`).
extension CatalogService {
    /// What this catalog last exchanged with the directory: the digest of each spec.
    public func syncDigests(directory id: String) async throws(ServiceError) -> SyncWire.Bases {
        try await refusing {
            SyncWire.Bases(bases: try await catalog.syncBases(directory: id).mapValues(\.digest),
                           exchange: try await catalog.syncExchange(directory: id).map(SyncWire.Exchange.init))
        }
    }

    /// A load of the files the client sent, in one transaction, all or nothing, as `load(from:)`.
    public func load(_ files: SyncWire.Files, directory id: String, prune: Bool, force: Bool, author: String) async throws(ServiceError) -> SyncWire.Loaded {
        try await refusing {
            try SyncWire.directory(id, files.exchanges).checkNotBehind(try await catalog.syncExchange(directory: id), shownPath: files.folder, force: force)
            let bases = try await catalog.syncBases(directory: id)
            let snapshot = try DirectorySnapshot.assemble(files.folder, try files.read(bases: bases), bases: bases)
            return SyncWire.Loaded(try await DirectorySync.load(snapshot, into: catalog, directory: id, bases: bases, prune: prune, force: force, author: author, shared: true))
        }
    }

    /// The files a dump is to write and delete beside the files the client sent, as
    /// `dump(to:)` decides them; nothing is recorded until the client says the files are
    /// written (`recordDump`), so a dump cut short in between leaves the old bases, which a
    /// later load or dump reads as in step where the files match the catalog.
    public func planDump(_ files: SyncWire.Files, directory id: String, force: Bool) async throws(ServiceError) -> SyncWire.Dump {
        try await refusing {
            let exchange = try await nextExchange(files, directory: id, force: force)
            let bases = try await catalog.syncBases(directory: id)
            let snapshot = try DirectorySnapshot.assemble(files.folder, try files.read(bases: bases), bases: bases)
            return SyncWire.Dump(try await DirectorySync.planDump(catalog, snapshot, directory: id, bases: bases, shownPath: files.folder, force: force), exchange: exchange)
        }
    }

    /// Records a dump's bases once its files are written. Only what is true of the catalog
    /// is recorded: a digest that is the spec's canonical content at the revision the dump
    /// saw; a spec changed since keeps its old base, so the next dump writes it.
    public func recordDump(_ recording: SyncWire.Recording, directory id: String) async throws(ServiceError) -> SyncWire.Recorded {
        try await refusing {
            var update = SyncBaseUpdate(directory: id)
            update.exchange = try recording.exchange.map(SyncWire.exchange)
            // By name: the digest the client wrote, at the revision the dump read (still the newest).
            var toCheck: [String: (digest: String, revision: Int)] = [:]
            let states = try await catalog.revisionStates()
            for base in recording.bases {
                if let revision = base.revision, revision < 1 { throw ServiceError(.badParameter("a revision is 1 or more, got \(revision)")) }
                guard let digest = try base.digest.map(SyncWire.digest) else {
                    update.forget(base.name)
                    continue
                }
                if let state = states[base.name], state.exists, state.revision == base.revision { toCheck[base.name] = (digest, state.revision) }
            }
            for (name, printed) in try await DirectorySync.canonicalSpecs(catalog, toCheck.keys.sorted()) {
                guard let written = toCheck[name], written.digest == printed.digest else { continue }
                update.record(name, digest: printed.digest, readAt: written.revision)
            }
            if !update.isEmpty { try await catalog.record(update) }
            return SyncWire.Recorded(recorded: update.changes.count)
        }
    }

    /// The exchange a client's dump is (after the catalog's last one and the one the
    /// directory's `.herocat-dump` shows); a directory behind the catalog is refused.
    private func nextExchange(_ files: SyncWire.Files, directory id: String, force: Bool) async throws -> SyncExchange {
        let directory = try SyncWire.directory(id, files.exchanges)
        let known = try await catalog.syncExchange(directory: id)
        try directory.checkNotBehind(known, shownPath: files.folder, force: force)
        return directory.nextExchange(after: known)
    }
}
