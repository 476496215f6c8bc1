#if PostgreSQL
import Foundation

/// The PostgreSQL schema steps, from `Migrations/PostgreSQL/NNNN_name.sql` (embedded at
/// build time); numbered on their own, beside the SQLite migrations.
enum PostgresMigration {
    static let all = Migration.numbered(EmbeddedPostgresMigrations.files)

    static var latestVersion: Int { all.last?.number ?? 0 }

    /// A file's statements, one at a time (the extended protocol takes one per query):
    /// each ends with a semicolon at the end of a line.
    static func statements(_ migration: Migration) -> [String] {
        migration.sql.components(separatedBy: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { chunk in
            chunk.split(separator: "\n").contains { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") && !$0.allSatisfy(\.isWhitespace) }
        }.map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }
    }

    /// Every herocat writer takes this transaction-scoped lock first, so writes (and
    /// migrations) follow each other as in SQLite, across every process and replica.
    static let writeLock: Int64 = 0x4845_524F

    /// The schema version: the highest migration applied; 0 for a database without herocat's tables.
    static func version(_ connection: PQConnection) throws -> Int {
        let exists = try connection.query("SELECT to_regclass('herocat_migrations') IS NOT NULL").first(Bool.self)
        guard exists == true else { return 0 }
        return try connection.query("SELECT coalesce(max(number), 0) FROM herocat_migrations").first(Int.self) ?? 0
    }

    /// Applies every pending migration, each in a transaction of its own, under the write lock.
    /// Returns the version found before.
    static func migrate(_ connection: PQConnection) throws -> Int {
        var found: Int?
        for migration in all {
            try connection.transaction {
                try connection.query("SELECT pg_advisory_xact_lock(\(writeLock))")
                try connection.query("""
                    CREATE TABLE IF NOT EXISTS herocat_migrations (
                        number INTEGER PRIMARY KEY, identifier TEXT NOT NULL, applied_at TEXT NOT NULL)
                    """)
                let version = try Self.version(connection)
                if found == nil { found = version }
                guard migration.number > version else { return }
                for statement in Self.statements(migration) {
                    try connection.query(PQQuery(unsafeSQL: statement))
                }
                try connection.query("""
                    INSERT INTO herocat_migrations (number, identifier, applied_at) VALUES (\(migration.number), \(migration.identifier), \(Catalog.timestamp()))
                    """)
            }
        }
        return found ?? 0
    }
}
#endif
