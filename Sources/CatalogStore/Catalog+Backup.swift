import Foundation
import GRDB

extension Catalog {
    /// Writes a consistent copy of the catalog to a new file with `VACUUM INTO`: one read
    /// transaction, so other processes go on writing meanwhile (WAL). An existing file is
    /// never overwritten. Returns how many specs the copy holds.
    public func backup(to file: String) async throws -> Int {
        if FileManager.default.fileExists(atPath: file) { throw CatalogError.fileExists(path: file) }
        let (path, busyTimeout) = (self.path, self.busyTimeout)
        // VACUUM INTO cannot run inside a transaction; it is one read of the source.
        try await withoutTransaction { db in try Self.vacuum(db, from: path, into: file, busyTimeout: busyTimeout) }
        let copy = try Catalog.open(at: file, busyTimeout: busyTimeout, for: .inspect)
        return try await copy.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM transitions") ?? 0 }
    }

    /// `VACUUM INTO`, which itself refuses a file that is not empty.
    static func vacuum(_ db: Database, from path: String, into file: String, busyTimeout: Double) throws {
        do {
            try db.execute(sql: "VACUUM INTO ?", arguments: [file])
        } catch let error as DatabaseError {
            if error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                throw catalogError(error, path: path, busyTimeout: busyTimeout)
            }
            throw CatalogError.cannotBackUp(path: path, to: file, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Where an upgrade keeps the old catalog: `PATH.schema-V.bak`, else the first free
    /// `PATH.schema-V.N.bak` (N from 2), so no earlier backup is overwritten.
    static func upgradeBackupName(for path: String, schema: Int) -> String {
        var candidate = "\(path).schema-\(schema).bak"
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = "\(path).schema-\(schema).\(number).bak"
            number += 1
        }
        return candidate
    }
}
