import Foundation
import GRDB
import SpecModel

/// What a file on disk is, found without writing to it.
enum CatalogFile {
    case absent
    case empty
    case notSQLite
    case sqlite(applicationID: Int32, schemaVersion: Int)

    static func inspect(_ path: String, busyTimeout: Double) throws -> CatalogFile {
        guard FileManager.default.fileExists(atPath: path) else { return .absent }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CatalogError.unreadable(path: path, reason: "permission denied")
        }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        if header.isEmpty { return .empty }
        guard header == Data("SQLite format 3\0".utf8) else { return .notSQLite }
        // Read through SQLite, not the header bytes: in WAL mode the newest
        // values may still be in the -wal file. A read-only connection writes nothing.
        var configuration = Configuration()
        configuration.readonly = true
        // A reader can meet SQLITE_BUSY while another process recovers the WAL: wait like a writer would.
        configuration.busyMode = .timeout(busyTimeout)
        do {
            return try Catalog.mapErrors(path: path, busyTimeout: busyTimeout) {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                return try queue.read { db in
                    .sqlite(
                        applicationID: try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                        schemaVersion: try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                    )
                }
            }
        } catch CatalogError.notSQLite {
            return .notSQLite
        }
    }
}
