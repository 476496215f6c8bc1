import GRDB
import SpecModel

extension Catalog {
    public func contents() async throws -> CatalogContents {
        try await read { db in
            var contents = CatalogContents()
            for row in try Row.fetchAll(db, sql: "SELECT name, revision, action, author, at, change, spec_yaml FROM revisions ORDER BY name, revision") {
                guard let name = CatalogName(row[0] as String) else {
                    throw CatalogError.corrupt(name: row[0], field: "revisions.name", value: row[0])
                }
                contents.revisions.append(RevisionRecord(name: name, number: row[1], action: row[2], author: row[3], time: row[4], change: row[5], yaml: row[6]))
            }
            contents.stored = try Row.fetchAll(db, sql: "SELECT name, worst, created_at, updated_at FROM transitions ORDER BY name").map {
                CatalogContents.StoredRow(name: $0[0], worst: $0[1], createdAt: $0[2], updatedAt: $0[3])
            }
            contents.tokens = try Row.fetchAll(db, sql: "SELECT name, role, hash, created_at, revoked_at FROM tokens ORDER BY id").map {
                CatalogContents.TokenRow(name: $0[0], role: $0[1], hash: $0[2], createdAt: $0[3], revokedAt: $0[4])
            }
            contents.bases = try Row.fetchAll(db, sql: "SELECT directory, name, digest, revision FROM sync_bases ORDER BY directory, name").map {
                CatalogContents.BaseRow(directory: $0[0], name: $0[1], digest: $0[2], revision: $0[3])
            }
            return contents
        }
    }

    public func restore(_ contents: CatalogContents) async throws {
        let specs = try contents.storedSpecs()
        let path = path
        try await write { db in
            try CatalogContents.requireEmpty(try Self.counts(db), path: path)
            for revision in contents.revisions { try Self.record(revision, db) }
            for (spec, _, row) in specs {
                try Self.insert(spec, worst: row.worst, createdAt: row.createdAt, updatedAt: row.updatedAt, db)
            }
            for token in contents.tokens {
                try db.execute(sql: "INSERT INTO tokens (name, role, hash, created_at, revoked_at) VALUES (?, ?, ?, ?, ?)",
                               arguments: [token.name, token.role, token.hash, token.createdAt, token.revokedAt])
            }
            for base in contents.bases {
                try db.execute(sql: "INSERT INTO sync_bases (directory, name, digest, revision) VALUES (?, ?, ?, ?)",
                               arguments: [base.directory, base.name, base.digest, base.revision])
            }
        }
    }

    private static func counts(_ db: Database) throws -> CatalogContents.Counts {
        let row = try Row.fetchOne(db, sql: """
            SELECT (SELECT count(*) FROM transitions), (SELECT count(*) FROM revisions), (SELECT count(*) FROM tokens), (SELECT count(*) FROM sync_bases)
            """)!
        return CatalogContents.Counts(specs: row[0], revisions: row[1], tokens: row[2], bases: row[3])
    }
}
