import GRDB

/// A stored access token: its name and role, never the token itself.
public struct TokenRecord: Equatable, Sendable {
    public var name: String
    /// `viewer`, `editor` or `admin`.
    public var role: String
    public var createdAt: String
    public var revokedAt: String?
}

extension Catalog {
    /// Records a token by the hash of its secret; a name already used is refused.
    public func createToken(name: String, role: String, hash: String) async throws {
        try await write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM tokens WHERE name = ?)", arguments: [name]) == false else {
                throw CatalogError.tokenExists(name)
            }
            try db.execute(
                sql: "INSERT INTO tokens (name, role, hash, created_at) VALUES (?, ?, ?, ?)",
                arguments: [name, role, hash, Self.timestamp()]
            )
        }
    }

    /// Every token, oldest first, revoked ones included.
    public func tokens() async throws -> [TokenRecord] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT name, role, created_at, revoked_at FROM tokens ORDER BY id").map {
                TokenRecord(name: $0["name"], role: $0["role"], createdAt: $0["created_at"], revokedAt: $0["revoked_at"])
            }
        }
    }

    /// Revokes a live token by name.
    public func revokeToken(name: String) async throws {
        try await write { db in
            try db.execute(sql: "UPDATE tokens SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL", arguments: [Self.timestamp(), name])
            if db.changesCount == 0 { throw CatalogError.tokenNotFound(name) }
        }
    }

    /// The live token with this hash, if any.
    public func token(hash: String) async throws -> TokenRecord? {
        try await read { db in
            try Row.fetchOne(
                try db.cachedStatement(sql: "SELECT name, role, created_at, revoked_at FROM tokens WHERE hash = ? AND revoked_at IS NULL"),
                arguments: [hash]
            ).map { TokenRecord(name: $0["name"], role: $0["role"], createdAt: $0["created_at"], revokedAt: nil) }
        }
    }
}
