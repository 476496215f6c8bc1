#if PostgreSQL
import Foundation
import Logging
import PostgresNIO
import SpecModel

/// A herocat catalog in a PostgreSQL database: the same catalog as a SQLite file, for a
/// team that serves it from several machines. Every write is one transaction that first
/// takes the catalog's write lock (`PostgresMigration.writeLock`), so writers follow each
/// other as in SQLite and revision checks cannot race; readers never wait.
///
/// Opening is lazy: the connection and the schema check happen on the first operation,
/// whose error says what is wrong (no server, no catalog, another schema).
public final class PostgresCatalog: CatalogStorage, @unchecked Sendable {
    public let path: String
    public var upgrade: SchemaUpgrade? { nil }
    /// The pool's connections at most: what reads share.
    public let readConnections: Int
    let client: PostgresClient
    let ready: Task<Bool, any Error>
    /// For connections of its own: the change signal's listener.
    private let connectionConfiguration: PostgresConnection.Configuration
    /// Made on first ask (only a server's caches need one); guarded by `signalLock`.
    private var signal: PostgresChangeSignal?
    private let signalLock = NSLock()

    /// What opening asks of the schema.
    enum Opening: Sendable {
        case purpose(Catalog.Purpose)
        /// `herocat init`: creates the tables of an empty database, upgrades an older schema.
        case create
    }

    static let logger = Logger(label: "herocat.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    init(location: PostgresLocation, opening: Opening) {
        path = location.display
        let client = PostgresClient(configuration: location.configuration, backgroundLogger: Self.logger)
        self.client = client
        connectionConfiguration = location.connection
        readConnections = location.configuration.options.maximumConnections
        // The pool works while `run()` does: for the life of the process.
        Task { await client.run() }
        let path = path
        ready = Task {
            try await Self.mapErrors(path: path) {
                let connection = try await PostgresConnection.connect(configuration: location.connection, id: 1, logger: Self.logger)
                do {
                    let created = try await Self.prepare(connection, opening, path: path)
                    try? await connection.close()
                    return created
                } catch {
                    try? await connection.close()
                    throw error
                }
            }
        }
    }

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
    private static func prepare(_ connection: PostgresConnection, _ opening: Opening, path: String) async throws -> Bool {
        let latest = PostgresMigration.latestVersion
        if case .create = opening {
            let found = try await PostgresMigration.migrate(connection)
            if found > latest { throw CatalogError.newerSchema(path: path, found: found, supported: latest) }
            return found == 0
        }
        let version = try await PostgresMigration.version(connection)
        if version == 0 { throw CatalogError.missing(path: path) }
        if version > latest { throw CatalogError.newerSchema(path: path, found: version, supported: latest) }
        if version < latest, case .purpose(let purpose) = opening {
            switch purpose {
            case .read: throw CatalogError.olderSchema(path: path, found: version, supported: latest)
            case .write: _ = try await PostgresMigration.migrate(connection)
            case .inspect: break
            }
        }
        return false
    }

    /// A read on a pooled connection, once the schema is known to be right.
    func read<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        _ = try await ready.value
        return try await Self.mapErrors(path: path) { try await client.withConnection(body) }
    }

    /// One write transaction under the catalog's write lock: all of `body` or none of it.
    /// Its commit tells every replica's change signal, and this process's at once.
    func write<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        _ = try await ready.value
        defer { signalLock.withLock { signal }?.moved() }
        return try await Self.mapErrors(path: path) {
            try await client.withTransaction(logger: Self.logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(PostgresMigration.writeLock))", logger: Self.logger)
                let result = try await body(connection)
                try await connection.notifyCatalogChange()
                return result
            }
        }
    }

    /// PostgreSQL's errors as catalog errors that read as one line.
    static func mapErrors<T>(path: String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as CatalogError {
            throw error
        } catch let error as PostgresTransactionError {
            // What the transaction's body threw, else why BEGIN or COMMIT failed.
            let cause: any Error = error.closureError ?? error.commitError ?? error.beginError ?? error
            if let cause = cause as? CatalogError { throw cause }
            if let cause = cause as? PSQLError { throw CatalogError.unreadable(path: path, reason: reason(cause)) }
            throw cause
        } catch let error as PSQLError {
            throw CatalogError.unreadable(path: path, reason: reason(error))
        }
    }

    private static func reason(_ error: PSQLError) -> String {
        if let message = error.serverInfo?[.message] {
            return "PostgreSQL: \(message)"
        }
        if let underlying = error.underlying {
            return "cannot reach the server (\(String(describing: underlying).prefix(200)))"
        }
        return "PostgreSQL: \(error.code)"
    }

    public func schemaVersion() async throws -> Int {
        try await read { try await PostgresMigration.version($0) }
    }

    public func appliedMigrations() async throws -> [String] {
        try await read { connection in
            try await connection.query("SELECT identifier FROM herocat_migrations ORDER BY number", logger: Self.logger)
                .decode(String.self).reduce(into: []) { $0.append($1) }
        }
    }

    /// Commits through any replica, told by PostgreSQL's LISTEN/NOTIFY (PostgresChangeSignal).
    public func changeSignal() throws -> (any CatalogChangeSignaling)? {
        signalLock.withLock {
            if let signal { return signal }
            let made = PostgresChangeSignal(connection: connectionConfiguration)
            signal = made
            return made
        }
    }
}
#endif
