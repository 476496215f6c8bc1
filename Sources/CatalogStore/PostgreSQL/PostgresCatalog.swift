#if PostgreSQL
import Foundation
import SpecModel

/// A herocat catalog in a PostgreSQL database: the same catalog as a SQLite file, for a
/// team that serves it from several machines. Every write is one transaction that first
/// takes the catalog's write lock (`PostgresMigration.writeLock`), so writers follow each
/// other as in SQLite and revision checks cannot race; readers never wait.
///
/// Opening is lazy: the connection and the schema check happen on the first operation,
/// whose error says what is wrong (no server, no catalog, another schema). It talks to
/// PostgreSQL through libpq (`PQConnection`), whose calls run on threads of their own.
public final class PostgresCatalog: CatalogStorage, @unchecked Sendable {
    public let path: String
    public var upgrade: SchemaUpgrade? { nil }
    /// The pool's connections at most: what reads share.
    public var readConnections: Int { pool.maximum }
    let pool: PQPool
    let ready: Task<Bool, any Error>
    /// Made on first ask (only a server's caches need one); guarded by `signalLock`.
    private var signal: PostgresChangeSignal?
    private let signalLock = NSLock()

    /// What opening asks of the schema.
    enum Opening: Sendable {
        case purpose(Catalog.Purpose)
        /// `herocat init`: creates the tables of an empty database, upgrades an older schema.
        case create
    }

    init(location: PostgresLocation, opening: Opening) {
        path = location.display
        pool = PQPool(parameters: location.parameters, maximum: location.maximumConnections)
        let path = path
        ready = Task {
            // A connection of its own: it fails at once with the server's reason.
            try await Self.mapErrors(path: path) {
                try await PQConnection.open(location.parameters).run { try Self.prepare($0, opening, path: path) }
            }
        }
    }

    deinit { pool.close() }

    /// The catalog at `address`, opened for `purpose` (checked on first use).
    public static func open(address: String, for purpose: Catalog.Purpose = .read) throws -> PostgresCatalog {
        PostgresCatalog(location: try PostgresLocation(address), opening: .purpose(purpose))
    }

    /// Creates the catalog's tables in an empty database, or upgrades an older schema;
    /// `created` is false when a catalog was already there.
    public static func create(address: String) async throws -> (catalog: PostgresCatalog, created: Bool) {
        let catalog = PostgresCatalog(location: try PostgresLocation(address), opening: .create)
        return (catalog, try await catalog.ready.value)
    }

    /// Checks the schema against what opening asks, on one connection of its own; returns
    /// whether the catalog was created.
    private static func prepare(_ connection: PQConnection, _ opening: Opening, path: String) throws -> Bool {
        let latest = PostgresMigration.latestVersion
        if case .create = opening {
            let found = try PostgresMigration.migrate(connection)
            if found > latest { throw CatalogError.newerSchema(path: path, found: found, supported: latest) }
            return found == 0
        }
        let version = try PostgresMigration.version(connection)
        if version == 0 { throw CatalogError.missing(path: path) }
        if version > latest { throw CatalogError.newerSchema(path: path, found: version, supported: latest) }
        if version < latest, case .purpose(let purpose) = opening {
            switch purpose {
            case .read: throw CatalogError.olderSchema(path: path, found: version, supported: latest)
            case .write: _ = try PostgresMigration.migrate(connection)
            case .inspect: break
            }
        }
        return false
    }

    /// A read on a pooled connection, once the schema is known to be right.
    func read<T: Sendable>(_ body: @escaping (PQConnection) throws -> T) async throws -> T {
        _ = try await ready.value
        return try await Self.mapErrors(path: path) { try await pool.withConnection(body) }
    }

    /// One write transaction under the catalog's write lock: all of `body` or none of it.
    /// Its commit tells every replica's change signal, and this process's at once.
    func write<T: Sendable>(_ body: @escaping (PQConnection) throws -> T) async throws -> T {
        _ = try await ready.value
        defer { signalLock.withLock { signal }?.moved() }
        return try await Self.mapErrors(path: path) {
            try await pool.withConnection { connection in
                try connection.transaction {
                    try connection.query("SELECT pg_advisory_xact_lock(\(PostgresMigration.writeLock))")
                    let result = try body(connection)
                    try connection.notifyCatalogChange()
                    return result
                }
            }
        }
    }

    /// PostgreSQL's errors as catalog errors that read as one line.
    static func mapErrors<T>(path: String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PQError {
            throw CatalogError.unreadable(path: path, reason: error.reason)
        }
    }

    public func schemaVersion() async throws -> Int {
        try await read { try PostgresMigration.version($0) }
    }

    public func appliedMigrations() async throws -> [String] {
        try await read { connection in
            try connection.query("SELECT identifier FROM herocat_migrations ORDER BY number").decode(String.self)
        }
    }

    /// Commits through any replica, told by PostgreSQL's LISTEN/NOTIFY (PostgresChangeSignal).
    public func changeSignal() throws -> (any CatalogChangeSignaling)? {
        signalLock.withLock {
            if let signal { return signal }
            let made = PostgresChangeSignal(parameters: pool.parameters)
            signal = made
            return made
        }
    }
}
#endif
