#if PostgreSQL

extension PostgresCatalog {
    public func createSignInCode(hash: String, tokenName: String, expires: Int, now: Int) async throws {
        try await write { connection in
            let id = try connection.query("SELECT id FROM tokens WHERE name = \(tokenName) AND revoked_at IS NULL")
                .first(Int64.self)
            guard let id else { throw CatalogError.tokenNotFound(tokenName) }
            try connection.query("DELETE FROM sign_in_codes WHERE used_at IS NOT NULL OR expires_at <= \(now)")
            try connection.query("INSERT INTO sign_in_codes (hash, token_id, expires_at) VALUES (\(hash), \(id), \(expires))")
        }
    }

    public func redeemSignInCode(hash: String, now: Int) async throws -> String? {
        // One statement: of two replicas redeeming one code at once, one updates the row.
        try await write { connection in
            try connection.query("""
                UPDATE sign_in_codes SET used_at = \(Catalog.timestamp()) FROM tokens
                WHERE sign_in_codes.hash = \(hash) AND sign_in_codes.used_at IS NULL AND sign_in_codes.expires_at > \(now)
                  AND tokens.id = sign_in_codes.token_id AND tokens.revoked_at IS NULL
                RETURNING tokens.hash
                """).first(String.self)
        }
    }
}
#endif
