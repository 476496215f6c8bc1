import Foundation
import GRDB

extension Catalog {
    /// A connection pool on an existing catalog file, for a server: readers in parallel
    /// beside one writer. Refused up front, with a catalog error, when the server could
    /// not write (a read-only file: every write would fail later, one by one) or when
    /// SQLite's quick check fails (every request touching the damage would fail).
    public static func pool(at path: String, busyTimeout: Double, configuration: Configuration) throws -> DatabasePool {
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CatalogError.unreadable(path: path, reason: "the file is read-only, and a server writes to it")
        }
        return try mapErrors(path: path, busyTimeout: busyTimeout) {
            let pool = try DatabasePool(path: path, configuration: configuration)
            try pool.read { try QuickCheckGate.require($0, path: path) }
            return pool
        }
    }
}
