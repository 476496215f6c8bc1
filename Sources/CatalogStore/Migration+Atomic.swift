import GRDB

extension Migration {
    /// Applies every pending migration inside the caller's transaction, recorded the way
    /// GRDB's `DatabaseMigrator` records them (`grdb_migrations`), so an upgrade is one
    /// transaction: all migrations or none. (The migrator would commit each on its own.)
    /// Returns how many were applied.
    @discardableResult
    static func applyPending(_ db: Database) throws -> Int {
        precondition(db.isInsideTransaction, "migrations run inside one transaction")
        let applied = try appliedIdentifiers(db)
        let pending = all.filter { !applied.contains($0.identifier) }
        guard !pending.isEmpty else { return 0 }
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        for migration in pending {
            try db.execute(sql: migration.sql)
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: "PRAGMA user_version = \(migration.number)")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
        }
        return pending.count
    }

    /// Brings `writer`'s schema up to date in one IMMEDIATE transaction.
    @discardableResult
    static func migrate(_ writer: any DatabaseWriter) throws -> Int {
        try writer.writeWithoutTransaction { db in
            var count = 0
            try db.inTransaction(.immediate) {
                count = try applyPending(db)
                return .commit
            }
            return count
        }
    }
}
