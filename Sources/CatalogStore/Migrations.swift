import GRDB

/// One schema step, from `Migrations/NNNN_name.sql` (embedded at build time).
struct Migration: Sendable {
    let number: Int
    let identifier: String
    let sql: String

    /// Every migration in order. The files are the one source of truth.
    static let all = numbered(EmbeddedMigrations.files)

    /// Migration files in number order; a file whose name does not start with a 4-digit
    /// number is a build mistake.
    static func numbered(_ files: [(name: String, contents: String)]) -> [Migration] {
        files.map { file in
            let identifier = String(file.name.dropLast(".sql".count))
            guard let number = Int(identifier.prefix(4)), identifier.dropFirst(4).first == "_" else {
                preconditionFailure("migration file \(file.name) must be named NNNN_name.sql")
            }
            return Migration(number: number, identifier: identifier, sql: file.contents)
        }.sorted { $0.number < $1.number }
    }

    static var latestVersion: Int { all.last?.number ?? 0 }
}

extension Migration {
    /// `PRAGMA application_id` of every herocat catalog ("HERO"), so herocat can
    /// tell its catalogs from other SQLite files before writing anything.
    static let applicationID: Int32 = 0x4845_524F

    /// The identifiers recorded in `grdb_migrations` (the table GRDB's `DatabaseMigrator`
    /// keeps, so catalogs migrated by earlier builds read the same); none before the first.
    static func appliedIdentifiers(_ db: Database) throws -> Set<String> {
        guard try db.tableExists("grdb_migrations") else { return [] }
        return try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
    }
}
