#if PostgreSQL

extension PostgresCatalog {
    public func createToken(name: String, role: String, hash: String) async throws {
        try await write { connection in
            let taken = try connection.query("SELECT 1 FROM tokens WHERE name = \(name)").first(Int.self)
            if taken != nil { throw CatalogError.tokenExists(name) }
            try connection.query("""
                INSERT INTO tokens (name, role, hash, created_at) VALUES (\(name), \(role), \(hash), \(Catalog.timestamp()))
                """)
        }
    }

    public func tokens() async throws -> [TokenRecord] {
        try await read { connection in
            try connection.query("SELECT name, role, created_at, revoked_at FROM tokens ORDER BY id")
                .decode((String, String, String, String?).self).reduce(into: [TokenRecord]()) { list, row in
                    list.append(TokenRecord(name: row.0, role: row.1, createdAt: row.2, revokedAt: row.3))
                }
        }
    }

    public func revokeToken(name: String) async throws {
        try await write { connection in
            let revoked = try connection.query("""
                UPDATE tokens SET revoked_at = \(Catalog.timestamp()) WHERE name = \(name) AND revoked_at IS NULL RETURNING 1
                """).first(Int.self)
            if revoked == nil { throw CatalogError.tokenNotFound(name) }
        }
    }

    public func token(hash: String) async throws -> TokenRecord? {
        try await read { connection in
            try connection.query("SELECT name, role, created_at FROM tokens WHERE hash = \(hash) AND revoked_at IS NULL")
                .first((String, String, String).self)
                .map { TokenRecord(name: $0.0, role: $0.1, createdAt: $0.2, revokedAt: nil) }
        }
    }
}
#endif
