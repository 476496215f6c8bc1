import GRDB

/// Tells whether anyone, in this process or another, has committed to a catalog file
/// since the last look, so a reader can keep what it read until then (the server's
/// read caches). It asks SQLite's `PRAGMA data_version` on a read-only connection of
/// its own: the number moves whenever another connection commits, and this one never does.
///
/// The check is synchronous and takes microseconds (SQLite compares the WAL's shared
/// header), so a request can make it without leaving its thread.
public final class CatalogChangeSignal: Sendable {
    private let connection: DatabaseQueue

    public init(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "herocat change signal"
        connection = try Catalog.mapErrors(path: path, busyTimeout: Catalog.defaultBusyTimeout) {
            try DatabaseQueue(path: path, configuration: configuration)
        }
    }

    /// A number that differs from the one returned before whenever a commit happened in between.
    public func version() throws -> Int {
        try connection.inDatabase { db in
            try Int.fetchOne(try db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
        }
    }
}

extension CatalogChangeSignal: CatalogChangeSignaling {}
