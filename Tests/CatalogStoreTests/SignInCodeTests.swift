import CatalogStore
import Testing

/// One-time sign-in codes, on every back end: a code of a live token is used once, within
/// its time, and names the token's digest; used, expired or of a revoked token, nothing.
@Suite("Sign-in codes, on every back end")
struct SignInCodeTests {
    @Test("A code is redeemed once, before it expires, while its token lives; one for an unknown token is refused", arguments: Backend.allCases)
    func redeemOnce(_ backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        try await catalog.createToken(name: "ana", role: "editor", hash: "token-digest")
        try await catalog.createSignInCode(hash: "code-1", tokenName: "ana", expires: 2_000, now: 1_000)
        #expect(try await catalog.redeemSignInCode(hash: "code-1", now: 1_500) == "token-digest")
        #expect(try await catalog.redeemSignInCode(hash: "code-1", now: 1_500) == nil, "used twice")
        #expect(try await catalog.redeemSignInCode(hash: "unknown", now: 1_500) == nil)

        try await catalog.createSignInCode(hash: "code-2", tokenName: "ana", expires: 2_000, now: 1_000)
        #expect(try await catalog.redeemSignInCode(hash: "code-2", now: 2_000) == nil, "expired")

        try await catalog.createSignInCode(hash: "code-3", tokenName: "ana", expires: 2_000, now: 1_000)
        try await catalog.revokeToken(name: "ana")
        #expect(try await catalog.redeemSignInCode(hash: "code-3", now: 1_500) == nil, "a revoked token's code")
        await #expect(throws: CatalogError.tokenNotFound("ana")) {
            try await catalog.createSignInCode(hash: "code-4", tokenName: "ana", expires: 2_000, now: 1_000)
        }
        await #expect(throws: CatalogError.tokenNotFound("nobody")) {
            try await catalog.createSignInCode(hash: "code-5", tokenName: "nobody", expires: 2_000, now: 1_000)
        }
    }
}
