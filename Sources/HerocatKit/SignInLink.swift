import CatalogStore
import Foundation

/// One-time sign-in links (`herocat token create --link`, `herocat token link`): a code
/// that lets one browser sign in once, within `lifetime`, as a token, without anyone
/// handling the token itself. The catalog keeps only the code's SHA-256, so every
/// replica of a server knows it and only one can use it.
public enum SignInLink {
    /// Seconds a code stays usable.
    public static let lifetime = 15 * 60
    /// Where a browser opens a link: `/sign-in?code=...` shows a button that posts the code
    /// (a link preview fetching the address uses nothing up).
    public static let path = "/sign-in"

    /// The link to `server` (the address browsers reach it at) for `code`.
    public static func url(_ server: String, code: String) -> String {
        var base = server
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)\(path)?code=\(code)"
    }

    static func now() -> Int { Int(Date().timeIntervalSince1970) }
}

extension CatalogService {
    /// A new one-time sign-in code for the live token `name` (`CatalogError.tokenNotFound`
    /// otherwise), usable for `SignInLink.lifetime` seconds.
    public func issueSignInCode(forToken name: String) async throws(ServiceError) -> String {
        let code = "hcl_" + AccessToken.randomHex()
        let now = SignInLink.now()
        try await refusing { try await catalog.createSignInCode(hash: AccessToken.hash(code), tokenName: name, expires: now + SignInLink.lifetime, now: now) }
        return code
    }

    /// Creates a token whose secret nobody sees, and a sign-in code for it.
    public func issueTokenWithSignInCode(name: String, role: AccessRole) async throws(ServiceError) -> String {
        _ = try await issueToken(name: name, role: role)
        return try await issueSignInCode(forToken: name)
    }

    /// Uses up a sign-in code: the digest of its token's secret (what a web session keeps),
    /// or nil for a code unknown, used, expired, or of a revoked token.
    public func redeemSignInCode(_ code: String) async throws(ServiceError) -> String? {
        let hash = AccessToken.hash(code.trimmingCharacters(in: .whitespacesAndNewlines))
        return try await refusing { try await catalog.redeemSignInCode(hash: hash, now: SignInLink.now()) }
    }
}
