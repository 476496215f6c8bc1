import GRDB

/// One schema step, from `Migrations/NNNN_name.sql` (embedded at build time).
struct Migration: Sendable {
    let number: Int
    let identifier: String
    let sql: String

    /// Every migration in order. The files are the one source of truth; a file
    /// whose name does not start with a 4-digit number is a build mistake.
    static let all: [Migration] = EmbeddedMigrations.files.map { file in
        let identifier = String(file.name.dropLast(".sql".count))
        guard let number = Int(identifier.prefix(4)), identifier.dropFirst(4).first == "_" else {
            preconditionFailure("migration file \(file.name) must be named NNNN_name.sql")
        }
        return Migration(number: number, identifier: identifier, sql: file.contents)
    }.sorted { $0.number < $1.number }

    static var latestVersion: Int { all.last?.number ?? 0 }
}

extension Migration {
    /// `PRAGMA application_id` of every herocat catalog ("HERO"), so herocat can
    /// tell its catalogs from other SQLite files before writing anything.
    static let applicationID: Int32 = 0x4845_524F

    /// Applies each pending migration in its own transaction, recorded by GRDB;
    /// the schema version is mirrored in `PRAGMA user_version`.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in all {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
                try db.execute(sql: "PRAGMA application_id = \(applicationID)")
                try db.execute(sql: "PRAGMA user_version = \(migration.number)")
            }
        }
        return migrator
    }
}
