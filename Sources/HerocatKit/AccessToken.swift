import CatalogStore
import SpecModel

/// Access token secrets: random, shown once, stored only as a SHA-256 digest.
public enum AccessToken {
    /// A new secret: `hc_` and 64 hex digits (256 bits from the system's CSPRNG,
    /// which `SystemRandomNumberGenerator` is on every platform Swift runs on).
    public static func generate() -> String {
        "hc_" + randomHex()
    }

    /// 256 random bits as 64 hex digits: a token's secret, a web session's id, a CSRF token.
    public static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return bytes.map { hexDigits($0, minimumWidth: 2, uppercase: false) }.joined()
    }

    /// The digest stored for a secret. A plain SHA-256 suffices: the secret has 256
    /// random bits, so there is nothing to guess and no need for a slow password hash.
    public static func hash(_ secret: String) -> String {
        SHA256.hex(Array(secret.utf8))
    }
}

/// Who is asking: the name and role of a live token.
public struct Identity: Sendable, Equatable {
    public var name: String
    public var role: AccessRole

    public init(name: String, role: AccessRole) {
        self.name = name
        self.role = role
    }
}

extension CatalogService {
    /// Creates a token with a fresh secret and returns the secret (the only time it
    /// exists outside its holder). A name ever used is refused (`CatalogError.tokenExists`).
    public func issueToken(name: String, role: AccessRole) async throws(ServiceError) -> String {
        let secret = AccessToken.generate()
        try await refusing { try await catalog.createToken(name: name, role: role.rawValue, hash: AccessToken.hash(secret)) }
        return secret
    }

    /// Every token, oldest first, revoked ones included; never a secret.
    public func tokens() async throws(ServiceError) -> [TokenRecord] {
        try await refusing { try await catalog.tokens() }
    }

    /// Revokes a live token; `CatalogError.tokenNotFound` when there is none of that name.
    public func revokeToken(name: String) async throws(ServiceError) {
        try await refusing { try await catalog.revokeToken(name: name) }
    }

    /// The identity of a live token by the digest of its secret (`AccessToken.hash`),
    /// nil for an unknown or revoked one.
    public func identity(ofHash hash: String) async throws(ServiceError) -> Identity? {
        let record = try await refusing { try await catalog.token(hash: hash) }
        return record.flatMap { record in AccessRole(rawValue: record.role).map { Identity(name: record.name, role: $0) } }
    }
}
