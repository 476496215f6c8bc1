#if PostgreSQL
import SpecModel

extension PostgresCatalog {
    public func contents() async throws -> CatalogContents {
        // One transaction: one snapshot of every table (REPEATABLE READ).
        _ = try await ready.value
        return try await Self.mapErrors(path: path) {
            try await pool.withConnection { connection in try connection.transaction {
                try connection.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                var contents = CatalogContents()
                for (name, number, action, author, time, change, yaml) in try connection.query("""
                    SELECT name, revision, action, author, at, change, spec_yaml FROM revisions ORDER BY name, revision
                    """).decode((String, Int, String, String, String, String, String?).self) {
                    guard let catalogName = CatalogName(name) else { throw CatalogError.corrupt(name: name, field: "revisions.name", value: name) }
                    contents.revisions.append(RevisionRecord(name: catalogName, number: number, action: action, author: author, time: time, change: change, yaml: yaml))
                }
                for (name, worst, createdAt, updatedAt) in try connection.query(
                    "SELECT name, worst, created_at, updated_at FROM transitions ORDER BY name"
                ).decode((String, String?, String, String).self) {
                    contents.stored.append(CatalogContents.StoredRow(name: name, worst: worst, createdAt: createdAt, updatedAt: updatedAt))
                }
                for (name, role, hash, createdAt, revokedAt) in try connection.query(
                    "SELECT name, role, hash, created_at, revoked_at FROM tokens ORDER BY id"
                ).decode((String, String, String, String, String?).self) {
                    contents.tokens.append(CatalogContents.TokenRow(name: name, role: role, hash: hash, createdAt: createdAt, revokedAt: revokedAt))
                }
                for (directory, name, digest, revision) in try connection.query(
                    "SELECT directory, name, digest, revision FROM sync_bases ORDER BY directory, name"
                ).decode((String, String, String, Int).self) {
                    contents.bases.append(CatalogContents.BaseRow(directory: directory, name: name, digest: digest, revision: revision))
                }
                return contents
            } }
        }
    }

    public func restore(_ contents: CatalogContents) async throws {
        let specs = try contents.storedSpecs()
        let path = path
        try await write { connection in
            let counts = try connection.query("""
                SELECT (SELECT count(*) FROM transitions), (SELECT count(*) FROM revisions), (SELECT count(*) FROM tokens), (SELECT count(*) FROM sync_bases)
                """).first((Int, Int, Int, Int).self)
            if let counts {
                try CatalogContents.requireEmpty(CatalogContents.Counts(specs: counts.0, revisions: counts.1, tokens: counts.2, bases: counts.3), path: path)
            }
            for revision in contents.revisions { try Self.record(revision, connection) }
            for (spec, yaml, row) in specs {
                try Self.insert(spec, yaml: yaml, worst: row.worst, createdAt: row.createdAt, updatedAt: row.updatedAt, connection)
            }
            for token in contents.tokens {
                try connection.query("""
                    INSERT INTO tokens (name, role, hash, created_at, revoked_at) VALUES (\(token.name), \(token.role), \(token.hash), \(token.createdAt), \(token.revokedAt))
                    """)
            }
            for base in contents.bases {
                try connection.query("""
                    INSERT INTO sync_bases (directory, name, digest, revision) VALUES (\(base.directory), \(base.name), \(base.digest), \(base.revision))
                    """)
            }
        }
    }
}
#endif
