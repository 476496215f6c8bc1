import GRDB
import SpecModel

/// What a catalog last exchanged with a directory of spec files for one spec: the
/// SHA-256 of the spec's canonical YAML, and the catalog revision it was at then.
public struct SyncBase: Equatable, Sendable {
    public var digest: String
    public var revision: Int

    public init(digest: String, revision: Int) {
        self.digest = digest
        self.revision = revision
    }
}

/// How many times a catalog has dumped to a directory (a dump that changed something),
/// and the token its line of the directory's `.herocat-dump` goes by. The directory keeps
/// the serial of the last dump it holds; a directory showing an older one than the
/// catalog's is behind it (a clone that has not pulled, an old commit checked out).
/// Kept in `sync_bases` as the row named `#exchange` (no spec can have that name), with
/// the token as its digest and the serial as its revision: copied and restored with the bases.
public struct SyncExchange: Equatable, Sendable {
    public var token: String
    public var serial: Int

    public init(token: String, serial: Int) {
        self.token = token
        self.serial = serial
    }

    static let row = "#exchange"
    /// The largest serial taken from a directory or a client: far beyond any real count of
    /// dumps, exact in JSON, and never one to overflow when the next dump adds one.
    public static let maxSerial = 1 << 53
}

/// The bases to record after a load or dump, in the same transaction as its changes:
/// for each spec, the digest of the content the directory and the catalog now share
/// (recorded with the spec's newest revision), or that the base is gone.
public struct SyncBaseUpdate: Sendable {
    public var directory: String
    /// By spec name: the digest to record, or nil to forget the base.
    public private(set) var changes: [String: String?] = [:]
    /// By spec name: the revision a digest was read at. A spec that has moved past it when
    /// the update is recorded keeps its old base (a dump records its bases after writing
    /// files, in a transaction of their own, and must not claim a later write was exchanged).
    public private(set) var readAt: [String: Int] = [:]

    public init(directory: String) {
        self.directory = directory
    }

    /// The dump this is, recorded with its bases (a serial never goes down).
    public var exchange: SyncExchange?

    /// Nothing to record: no base and no dump.
    public var isEmpty: Bool { changes.isEmpty && exchange == nil }

    public mutating func record(_ name: String, digest: String, readAt revision: Int? = nil) {
        changes[name] = .some(digest)
        readAt[name] = revision
    }

    public mutating func forget(_ name: String) { changes[name] = .some(nil) }
}

extension Catalog {
    /// The bases of every spec this catalog exchanged with the directory of id `directory`.
    public func syncBases(directory: String) async throws -> [String: SyncBase] {
        try await read { db in
            var bases: [String: SyncBase] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT name, digest, revision FROM sync_bases WHERE directory = ? AND name <> ?", arguments: [directory, SyncExchange.row])
            while let row = try rows.next() {
                bases[row[0]] = SyncBase(digest: row[1], revision: row[2])
            }
            return bases
        }
    }

    /// This catalog's last exchange with the directory of id `directory`, if it has had one.
    public func syncExchange(directory: String) async throws -> SyncExchange? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT digest, revision FROM sync_bases WHERE directory = ? AND name = ?", arguments: [directory, SyncExchange.row])
                .map { SyncExchange(token: $0[0], serial: $0[1]) }
        }
    }

    /// The stored specs of these names, leaving out names the catalog does not hold.
    public func specs(named names: [CatalogName]) async throws -> [TransitionSpec] {
        try await read { db in try names.compactMap { try Self.storedSpec(named: $0, db)?.spec } }
    }

    /// Records bases alone (a dump, which changes no spec), in one transaction.
    public func record(_ update: SyncBaseUpdate) async throws {
        try await write { db in try Self.record(update, db) }
    }

    static func record(_ update: SyncBaseUpdate, _ db: Database) throws {
        for (name, digest) in update.changes {
            guard let digest, let catalogName = CatalogName(name), let revision = try newestRevision(of: catalogName, db) else {
                try db.cachedStatement(sql: "DELETE FROM sync_bases WHERE directory = ? AND name = ?").execute(arguments: [update.directory, name])
                continue
            }
            if let readAt = update.readAt[name], readAt != revision { continue }   // written since: its old base stays
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO sync_bases (directory, name, digest, revision) VALUES (?, ?, ?, ?)")
                .execute(arguments: [update.directory, name, digest, revision])
        }
        if let exchange = update.exchange {
            try db.cachedStatement(sql: """
                INSERT INTO sync_bases (directory, name, digest, revision) VALUES (?, ?, ?, ?)
                ON CONFLICT (directory, name) DO UPDATE SET digest = excluded.digest, revision = max(revision, excluded.revision)
                """).execute(arguments: [update.directory, SyncExchange.row, exchange.token, exchange.serial])
        }
    }
}
