#if PostgreSQL
import PostgresNIO
import SpecModel

extension PostgresCatalog {
    public func contents() async throws -> CatalogContents {
        // One transaction: one snapshot of every table (REPEATABLE READ).
        _ = try await ready.value
        return try await Self.mapErrors(path: path) {
            try await client.withTransaction(logger: Self.logger) { connection in
                try await connection.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: Self.logger)
                var contents = CatalogContents()
                for try await (name, number, action, author, time, change, yaml) in try await connection.query("""
                    SELECT name, revision, action, author, at, change, spec_yaml FROM revisions ORDER BY name, revision
                    """, logger: Self.logger).decode((String, Int, String, String, String, String, String?).self) {
                    guard let catalogName = CatalogName(name) else { throw CatalogError.corrupt(name: name, field: "revisions.name", value: name) }
                    contents.revisions.append(RevisionRecord(name: catalogName, number: number, action: action, author: author, time: time, change: change, yaml: yaml))
                }
                for try await (name, worst, createdAt, updatedAt) in try await connection.query(
                    "SELECT name, worst, created_at, updated_at FROM transitions ORDER BY name", logger: Self.logger
                ).decode((String, String?, String, String).self) {
                    contents.stored.append(CatalogContents.StoredRow(name: name, worst: worst, createdAt: createdAt, updatedAt: updatedAt))
                }
                for try await (name, role, hash, createdAt, revokedAt) in try await connection.query(
                    "SELECT name, role, hash, created_at, revoked_at FROM tokens ORDER BY id", logger: Self.logger
                ).decode((String, String, String, String, String?).self) {
                    contents.tokens.append(CatalogContents.TokenRow(name: name, role: role, hash: hash, createdAt: createdAt, revokedAt: revokedAt))
                }
                for try await (directory, name, digest, revision) in try await connection.query(
                    "SELECT directory, name, digest, revision FROM sync_bases ORDER BY directory, name", logger: Self.logger
                ).decode((String, String, String, Int).self) {
                    contents.bases.append(CatalogContents.BaseRow(directory: directory, name: name, digest: digest, revision: revision))
                }
                return contents
            }
        }
    }

    public func restore(_ contents: CatalogContents) async throws {
        let specs = try contents.storedSpecs()
        let path = path
        try await write { connection in
            let counts = try await connection.query("""
                SELECT (SELECT count(*) FROM transitions), (SELECT count(*) FROM revisions), (SELECT count(*) FROM tokens), (SELECT count(*) FROM sync_bases)
                """, logger: Self.logger).decode((Int, Int, Int, Int).self).first { _ in true }
            if let counts {
                try CatalogContents.requireEmpty(CatalogContents.Counts(specs: counts.0, revisions: counts.1, tokens: counts.2, bases: counts.3), path: path)
            }
            for revision in contents.revisions { try await Self.record(revision, connection) }
            for (spec, yaml, row) in specs {
                try await Self.insert(spec, yaml: yaml, worst: row.worst, createdAt: row.createdAt, updatedAt: row.updatedAt, connection)
            }
            for token in contents.tokens {
                try await connection.query("""
                    INSERT INTO tokens (name, role, hash, created_at, revoked_at) VALUES (\(token.name), \(token.role), \(token.hash), \(token.createdAt), \(token.revokedAt))
                    """, logger: Self.logger)
            }
            for base in contents.bases {
                try await connection.query("""
                    INSERT INTO sync_bases (directory, name, digest, revision) VALUES (\(base.directory), \(base.name), \(base.digest), \(base.revision))
                    """, logger: Self.logger)
            }
        }
    }
}
#endif
