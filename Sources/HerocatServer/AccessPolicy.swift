#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit

/// Which role each kind of request needs. Reads need a viewer unless the server
/// was started with `--public-read`; writes need an editor; removals an admin.
struct AccessPolicy: Sendable {
    var publicRead: Bool

    /// The identity allowed to act with `role`, or the 401/403 to answer with.
    func check(_ identity: Identity?, needs role: AccessRole) throws(ServiceError) -> Identity? {
        if role == .viewer, publicRead { return identity }
        guard let identity else { throw ServiceError(.missingToken) }
        guard identity.role >= role else { throw ServiceError(.roleTooLow(token: identity.name, has: identity.role, needs: role)) }
        return identity
    }
}

extension ServerContext {
    /// Throws 401/403 unless the caller may act with `role`; returns who they are.
    func require(_ role: AccessRole, _ policy: AccessPolicy) throws(ServiceError) -> Identity? {
        try policy.check(identity, needs: role)
    }

    /// As `require`, for writes: the writer's name becomes the revision's author.
    func author(_ role: AccessRole, _ policy: AccessPolicy) throws(ServiceError) -> String {
        try require(role, policy)?.name ?? "anonymous"
    }
}
#endif
