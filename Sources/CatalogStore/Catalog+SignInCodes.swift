import GRDB

extension Catalog {
    /// Records a one-time sign-in code, by the hash of its secret, for the live token
    /// `tokenName`, usable until `expires` (Unix seconds); forgets codes used or expired by `now`.
    public func createSignInCode(hash: String, tokenName: String, expires: Int, now: Int) async throws {
        try await write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM tokens WHERE name = ? AND revoked_at IS NULL", arguments: [tokenName]) else {
                throw CatalogError.tokenNotFound(tokenName)
            }
            try db.execute(sql: "DELETE FROM sign_in_codes WHERE used_at IS NOT NULL OR expires_at <= ?", arguments: [now])
            try db.execute(sql: "INSERT INTO sign_in_codes (hash, token_id, expires_at) VALUES (?, ?, ?)", arguments: [hash, id, expires])
        }
    }

    /// Uses up a sign-in code: the hash of its token's secret when the code is unused,
    /// unexpired at `now` and its token live; nil otherwise (a second use among them).
    public func redeemSignInCode(hash: String, now: Int) async throws -> String? {
        try await write { db in
            let token = try String.fetchOne(db, sql: """
                SELECT tokens.hash FROM sign_in_codes JOIN tokens ON tokens.id = sign_in_codes.token_id
                WHERE sign_in_codes.hash = ? AND used_at IS NULL AND expires_at > ? AND revoked_at IS NULL
                """, arguments: [hash, now])
            guard let token else { return nil }
            try db.execute(sql: "UPDATE sign_in_codes SET used_at = ? WHERE hash = ?", arguments: [Self.timestamp(), hash])
            return token
        }
    }
}
