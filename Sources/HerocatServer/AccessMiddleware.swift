#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird

/// Resolves `Authorization: Bearer <token>` to an identity. A bad token is refused
/// (401) even where no token is needed, so a typo never silently reads as anonymous.
/// Failures count against the client's address (`FailedAuthLimiter`): past the limit,
/// its requests with a token are refused (429) before the token is looked up.
/// Without the header, a browser's session cookie (`/sign-in`) stands for its token.
struct AccessMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let service: CatalogService
    let identities: ReadCache<String, Identity?>
    let limiter: FailedAuthLimiter
    let sessions: WebSessions
    /// Take the client's address from `X-Forwarded-For` (its last entry, the one the proxy
    /// in front of this server added), not from the connection.
    let trustProxy: Bool
    static let forwardedFor = HTTPFields.Element.Name("X-Forwarded-For")!
    /// The session's CSRF token, for a script's post (a form sends it as its `csrf` field).
    static let csrfHeader = HTTPFields.Element.Name("X-CSRF-Token")!
    static let safeMethods: Set<HTTPRequest.Method> = [.get, .head, .options]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization] else { return try await withSession(request, context, next) }
        let client = Self.clientAddress(request, context, trustProxy: trustProxy)
        if let seconds = limiter.retryAfter(client) { throw ServiceError(.tooManyFailedAttempts(retryAfter: seconds)) }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            limiter.recordFailure(client)
            throw ServiceError(.malformedAuthorization)
        }
        // Kept by digest, so the cache holds no secret.
        let hash = AccessToken.hash(parts[1].trimmingCharacters(in: .whitespaces))
        guard let identity = try await identities.value(for: hash, read: { try await service.identity(ofHash: hash) }) else {
            limiter.recordFailure(client)
            throw ServiceError(.badToken)
        }
        var context = context
        context.identity = identity
        return try await next(request, context)
    }

    /// A session cookie naming a live session of a live token: that token's identity (a
    /// revoked token ends the session). Beyond safe methods, the request must come from
    /// this site and carry the session's CSRF token: in `X-CSRF-Token`, or on the form
    /// routes, which check it themselves, in the `csrf` field. Else 403.
    private func withSession(_ request: Request, _ context: Context, _ next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let id = request.cookies[WebSessions.cookieName]?.value, !id.isEmpty, let session = sessions.session(id) else {
            return try await next(request, context)
        }
        let hash = session.tokenHash
        guard let identity = try await identities.value(for: hash, read: { try await service.identity(ofHash: hash) }) else {
            sessions.close(id)
            return try await next(request, context)
        }
        if !Self.safeMethods.contains(request.method) {
            guard !CrossSite.isCrossSite(request, trustProxy: trustProxy) else { throw ServiceError(.crossSiteRequest) }
            let headerMatches = request.headers[Self.csrfHeader].map { CrossSite.same($0, session.csrf) } ?? false
            guard headerMatches || WebForm.checksOwnToken(request.uri.path) else { throw ServiceError(.crossSiteRequest) }
        }
        var context = context
        context.identity = identity
        context.session = (id, session.csrf)
        return try await next(request, context)
    }

    static func clientAddress(_ request: Request, _ context: Context, trustProxy: Bool) -> String {
        if trustProxy, let forwarded = request.headers[Self.forwardedFor],
           let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty {
            return last
        }
        return context.peer?.ipAddress ?? "unknown"
    }
}
#endif
