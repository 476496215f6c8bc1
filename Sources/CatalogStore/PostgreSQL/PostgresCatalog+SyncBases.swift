#if PostgreSQL
import SpecModel

extension PostgresCatalog {
    public func syncBases(directory: String) async throws -> [String: SyncBase] {
        try await read { connection in
            try connection.query("SELECT name, digest, revision FROM sync_bases WHERE directory = \(directory) AND name <> \(SyncExchange.row)")
                .decode((String, String, Int).self).reduce(into: [String: SyncBase]()) { $0[$1.0] = SyncBase(digest: $1.1, revision: $1.2) }
        }
    }

    public func syncExchange(directory: String) async throws -> SyncExchange? {
        try await read { connection in
            try connection.query("SELECT digest, revision FROM sync_bases WHERE directory = \(directory) AND name = \(SyncExchange.row)")
                .first((String, Int).self).map { SyncExchange(token: $0.0, serial: $0.1) }
        }
    }

    public func record(_ update: SyncBaseUpdate) async throws {
        try await write { connection in try Self.record(update, connection) }
    }

    /// Each base with the spec's newest revision (kept as it was when the spec has moved past
    /// the revision its digest was read at); a base without a digest, or of a name the
    /// catalog never held, is forgotten.
    static func record(_ update: SyncBaseUpdate, _ connection: PQConnection) throws {
        for (name, digest) in update.changes.sorted(by: { $0.key < $1.key }) {
            if let digest, let newest = try connection.query(
                "SELECT max(revision) FROM revisions WHERE name = \(name)"
            ).first(Int?.self) ?? nil {
                if let readAt = update.readAt[name], readAt != newest { continue }   // written since: its old base stays
                try connection.query("""
                    INSERT INTO sync_bases (directory, name, digest, revision) VALUES (\(update.directory), \(name), \(digest), \(newest))
                    ON CONFLICT (directory, name) DO UPDATE SET digest = excluded.digest, revision = excluded.revision
                    """)
                continue
            }
            try connection.query("DELETE FROM sync_bases WHERE directory = \(update.directory) AND name = \(name)")
        }
        if let exchange = update.exchange {
            try connection.query("""
                INSERT INTO sync_bases (directory, name, digest, revision) VALUES (\(update.directory), \(SyncExchange.row), \(exchange.token), \(exchange.serial))
                ON CONFLICT (directory, name) DO UPDATE SET digest = excluded.digest, revision = GREATEST(sync_bases.revision, excluded.revision)
                """)
        }
    }
}
#endif
