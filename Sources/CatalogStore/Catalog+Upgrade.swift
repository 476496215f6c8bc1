import Foundation
import GRDB

extension Catalog {
    /// Upgrades an older catalog, never silently: SQLite's quick check first (a damaged
    /// file is not written to), then a copy of the old catalog beside it
    /// (`PATH.schema-V.bak`), then every pending migration in one transaction, so a
    /// failing one leaves the file exactly as it was. Nil when another process upgraded
    /// it meanwhile (its redundant copy is removed).
    static func upgradeSchema(_ database: DatabaseQueue, path: String, from version: Int, busyTimeout: Double) throws -> SchemaUpgrade? {
        let backup = upgradeBackupName(for: path, schema: version)
        try mapErrors(path: path, busyTimeout: busyTimeout) {
            try database.writeWithoutTransaction { db in
                try QuickCheckGate.require(db, path: path)
                try vacuum(db, from: path, into: backup, busyTimeout: busyTimeout)
            }
        }
        let applied: Int
        do {
            applied = try Migration.migrate(database)
        } catch let error as DatabaseError {
            // Rolled back: the copy is the file as it still is.
            try? FileManager.default.removeItem(atPath: backup)
            if error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                throw catalogError(error, path: path, busyTimeout: busyTimeout)
            }
            throw CatalogError.upgradeFailed(path: path, from: version, to: supportedSchemaVersion, reason: error.message ?? "\(error.resultCode)")
        }
        guard applied > 0 else {
            try? FileManager.default.removeItem(atPath: backup)
            return nil
        }
        return SchemaUpgrade(path: path, from: version, to: supportedSchemaVersion, backup: backup)
    }
}
