#if PostgreSQL
import PostgresNIO
import SpecModel

extension PostgresCatalog {
    public func syncBases(directory: String) async throws -> [String: SyncBase] {
        try await read { connection in
            try await connection.query("SELECT name, digest, revision FROM sync_bases WHERE directory = \(directory)", logger: Self.logger)
                .decode((String, String, Int).self).reduce(into: [String: SyncBase]()) { $0[$1.0] = SyncBase(digest: $1.1, revision: $1.2) }
        }
    }

    public func record(_ update: SyncBaseUpdate) async throws {
        try await write { connection in try await Self.record(update, connection) }
    }

    /// Each base with the spec's newest revision; a base without a digest, or of a name
    /// the catalog never held, is forgotten.
    static func record(_ update: SyncBaseUpdate, _ connection: PostgresConnection) async throws {
        for (name, digest) in update.changes.sorted(by: { $0.key < $1.key }) {
            if let digest {
                let recorded = try await connection.query("""
                    INSERT INTO sync_bases (directory, name, digest, revision)
                    SELECT \(update.directory), \(name), \(digest), max(revision) FROM revisions WHERE name = \(name) HAVING max(revision) IS NOT NULL
                    ON CONFLICT (directory, name) DO UPDATE SET digest = excluded.digest, revision = excluded.revision
                    RETURNING 1
                    """, logger: logger).decode(Int.self).first { _ in true }
                if recorded != nil { continue }
            }
            try await connection.query("DELETE FROM sync_bases WHERE directory = \(update.directory) AND name = \(name)", logger: logger)
        }
    }
}
#endif
