import Foundation
import GRDB
import SpecModel

/// A herocat catalog: one SQLite file in WAL mode, so readers never block and
/// writers wait up to the busy timeout for each other.
///
/// A file catalog holds one connection per process (a `DatabaseQueue`). WAL is a
/// persistent property of the file, set once at creation; opening a pool instead would
/// write to the file on every open (GRDB creates and drops a table to force a -wal file),
/// and herocat must not write to a catalog it only reads. Any other GRDB writer (a
/// `DatabasePool` in a server, an in-memory `DatabaseQueue()` in tests) comes in through
/// `init(writer:)`.
///
/// Reads and writes are async: GRDB runs them on its own dispatch queues, so a busy
/// wait for another writer never holds the caller's thread (an event loop, the
/// cooperative pool).
public final class Catalog: CatalogStorage {
    /// The file, or a label for a writer given by the caller.
    public let path: String
    let database: any DatabaseWriter
    let busyTimeout: Double
    /// What opening this catalog to write did to an older schema; nil when nothing.
    public let upgrade: SchemaUpgrade?
    let quickCheck: QuickCheckGate
    /// Whether `path` names a file other connections can commit to (not a label).
    let isFile: Bool

    /// The newest schema this build knows (the highest migration number).
    public static var supportedSchemaVersion: Int { Migration.latestVersion }
    public static let defaultBusyTimeout: Double = 10

    /// What a command opens the catalog for, which decides what an older schema gets.
    public enum Purpose: Sendable {
        /// Reads only: an older schema is refused (`olderSchema`), never upgraded.
        case read
        /// Writes: an older schema is upgraded, its old catalog kept beside it first.
        case write
        /// Looks at the file as it is, any schema this build knows (`check`, `backup`).
        case inspect
    }

    private init(path: String, database: any DatabaseWriter, busyTimeout: Double, upgrade: SchemaUpgrade? = nil, isFile: Bool = true) {
        self.path = path
        self.isFile = isFile
        self.busyTimeout = busyTimeout
        self.database = database
        self.upgrade = upgrade
        // An upgrade ran the quick check before it wrote.
        quickCheck = QuickCheckGate(passed: upgrade != nil)
    }

    /// One connection to the file; opening it writes nothing.
    private static func queue(path: String, busyTimeout: Double) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "herocat"
        configuration.prepareDatabase { db in
            // Safe with WAL (no corruption on power loss, at worst the last commit is lost).
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return try mapErrors(path: path, busyTimeout: busyTimeout) {
            try DatabaseQueue(path: path, configuration: configuration)
        }
    }

    /// A catalog in memory, its schema applied (tests, the demo).
    public static func inMemory(label: String = "in-memory catalog") throws -> Catalog {
        let catalog = Catalog(path: label, database: try DatabaseQueue(), busyTimeout: defaultBusyTimeout, isFile: false)
        _ = try mapErrors(path: label, busyTimeout: defaultBusyTimeout) { try Migration.migrate(catalog.database) }   // how many ran: none to report here
        return catalog
    }

    /// The existing catalog file on a connection pool, for a server: readers run in
    /// parallel beside the one writer (WAL). The file is first opened for reading, which
    /// checks that it is a herocat catalog of this build's schema: a server never upgrades
    /// one (`herocat init` does, keeping a copy of the old one). Refused up front, too, when
    /// the server could not write (a read-only file: every write would fail later, one by
    /// one) or when SQLite's quick check fails (every request touching the damage would fail).
    public static func openForServing(at path: String, busyTimeout: Double = defaultBusyTimeout) throws -> Catalog {
        _ = try open(at: path, busyTimeout: busyTimeout, for: .read)
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CatalogError.unreadable(path: path, reason: "the file is read-only, and a server writes to it")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "herocat serve"
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let pool = try mapErrors(path: path, busyTimeout: busyTimeout) {
            let pool = try DatabasePool(path: path, configuration: configuration)
            try pool.read { try QuickCheckGate.require($0, path: path) }
            return pool
        }
        return Catalog(path: path, database: pool, busyTimeout: busyTimeout)
    }

    /// How many connections read at once: a server's pool's readers, else the one connection.
    public var readConnections: Int {
        (database as? DatabasePool)?.configuration.maximumReaderCount ?? 1
    }

    /// A file catalog's signal is SQLite's `data_version` on a connection of its own.
    public func changeSignal() throws -> (any CatalogChangeSignaling)? {
        isFile ? try CatalogChangeSignal(path: path) : nil
    }

    /// Opens an existing catalog for `purpose`: an older schema is refused when reading,
    /// upgraded when writing (`upgrade` says so), taken as it is when inspecting.
    public static func open(at path: String, busyTimeout: Double = defaultBusyTimeout, for purpose: Purpose = .read) throws -> Catalog {
        switch try CatalogFile.inspect(path) {
        case .absent: throw CatalogError.missing(path: path)
        case .empty: throw CatalogError.notHerocat(path: path)
        case .notSQLite: throw CatalogError.notSQLite(path: path)
        case .sqlite: return try openChecked(at: path, busyTimeout: busyTimeout, for: purpose)
        }
    }

    /// Creates the catalog, or opens an existing one to write (upgrading an older schema).
    /// `created` is false when a catalog was already there.
    public static func create(at path: String, busyTimeout: Double = defaultBusyTimeout) throws -> (catalog: Catalog, created: Bool) {
        switch try CatalogFile.inspect(path) {
        case .notSQLite:
            throw CatalogError.notSQLite(path: path)
        case .absent, .empty:
            let directory = (path as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw CatalogError.unreadable(path: path, reason: "the directory \(directory) does not exist")
            }
            let database = try queue(path: path, busyTimeout: busyTimeout)
            try mapErrors(path: path, busyTimeout: busyTimeout) {
                try database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
                try Migration.migrate(database)
            }
            return (Catalog(path: path, database: database, busyTimeout: busyTimeout), true)
        case .sqlite:
            return (try openChecked(at: path, busyTimeout: busyTimeout, for: .write), false)
        }
    }

    /// Opens a SQLite file and checks it is a herocat catalog this build can use before
    /// anything is written: opening a `DatabaseQueue` and reading pragmas writes nothing.
    private static func openChecked(at path: String, busyTimeout: Double, for purpose: Purpose) throws -> Catalog {
        let database = try queue(path: path, busyTimeout: busyTimeout)
        let (applicationID, version) = try mapErrors(path: path, busyTimeout: busyTimeout) {
            try database.read { db in
                (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try schemaVersion(db))
            }
        }
        guard applicationID == Migration.applicationID else { throw CatalogError.notHerocat(path: path) }
        guard version <= supportedSchemaVersion else {
            throw CatalogError.newerSchema(path: path, found: version, supported: supportedSchemaVersion)
        }
        guard version < supportedSchemaVersion else { return Catalog(path: path, database: database, busyTimeout: busyTimeout) }
        switch purpose {
        case .read: throw CatalogError.olderSchema(path: path, found: version, supported: supportedSchemaVersion)
        case .inspect: return Catalog(path: path, database: database, busyTimeout: busyTimeout)
        case .write:
            let upgrade = try upgradeSchema(database, path: path, from: version, busyTimeout: busyTimeout)
            return Catalog(path: path, database: database, busyTimeout: busyTimeout, upgrade: upgrade)
        }
    }

    /// The schema version recorded in the catalog.
    public func schemaVersion() async throws -> Int {
        try await read(Self.schemaVersion)
    }

    static func schemaVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    }

    /// Identifiers of the migrations applied, in order.
    public func appliedMigrations() async throws -> [String] {
        try await read { db in
            let applied = try Migration.appliedIdentifiers(db)
            return Migration.all.map(\.identifier).filter(applied.contains)
        }
    }

    /// A read on GRDB's reader queue; the caller suspends instead of blocking.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await database.read(body)
        } catch let error as DatabaseError {
            throw Self.catalogError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Statements in autocommit mode, each its own snapshot, on the writer queue; for
    /// statements that write nothing but cannot run in a transaction (VACUUM INTO) or
    /// should not (SQLite's checks of a damaged file).
    func withoutTransaction<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await database.writeWithoutTransaction(body)
        } catch let error as DatabaseError {
            throw Self.catalogError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// One write transaction: all of `body` or none of it, on GRDB's writer queue (the
    /// busy wait happens there, never on the caller's thread). IMMEDIATE takes the write
    /// lock up front, so a writer waits its turn (busy timeout) instead of failing when
    /// another writer commits between its reads and its writes. The first write of this
    /// catalog runs SQLite's quick check first, and refuses a damaged file.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let (path, quickCheck) = (self.path, self.quickCheck)
        do {
            return try await database.writeWithoutTransaction { db in
                try quickCheck.pass(db, path: path)
                return try Self.immediateTransaction(db, body)
            }
        } catch let error as DatabaseError {
            throw Self.catalogError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    private static func immediateTransaction<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
        var result: T?
        try db.inTransaction(.immediate) {
            result = try body(db)
            return .commit
        }
        return result!
    }

    /// Bytes free on the file system that holds `path`, if known.
    private static func freeSpace(near path: String) -> Int64? {
        let directory = (path as NSString).deletingLastPathComponent
        let attributes = try? FileManager.default.attributesOfFileSystem(forPath: directory.isEmpty ? "." : directory)
        return (attributes?[.systemFreeSize] as? NSNumber)?.int64Value
    }

    /// SQLite's errors as catalog errors that say what to do.
    static func mapErrors<T>(path: String, busyTimeout: Double, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw catalogError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    static func catalogError(_ error: DatabaseError, path: String, busyTimeout: Double) -> CatalogError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path, waited: busyTimeout)
        case .SQLITE_NOTADB: return .notSQLite(path: path)
        case .SQLITE_READONLY: return .unreadable(path: path, reason: "the file or its directory is read-only")
        case .SQLITE_FULL: return .unreadable(path: path, reason: "the disk is full; nothing was written")
        case .SQLITE_IOERR where freeSpace(near: path) == 0:
            // On some file systems (tmpfs) a full disk surfaces as an I/O error.
            return .unreadable(path: path, reason: "the disk is full; nothing was written")
        case .SQLITE_CANTOPEN:
            let directory = (path as NSString).deletingLastPathComponent
            let readOnly = !FileManager.default.isWritableFile(atPath: directory.isEmpty ? "." : directory)
            return .unreadable(path: path, reason: readOnly
                ? "its directory is read-only, and SQLite must create the catalog's -shm file beside it"
                : "cannot open the file (missing directory or no permission)")
        default: return .unreadable(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
