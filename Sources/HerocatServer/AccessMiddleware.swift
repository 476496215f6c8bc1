#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird

/// Resolves `Authorization: Bearer <token>` to an identity. A bad token is refused
/// (401) even where no token is needed, so a typo never silently reads as anonymous.
/// Failures count against the client's address (`FailedAuthLimiter`): past the limit,
/// its requests with a token are refused (429) before the token is looked up.
struct AccessMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let service: CatalogService
    let identities: ReadCache<String, Identity?>
    let limiter: FailedAuthLimiter
    /// Take the client's address from `X-Forwarded-For` (its last entry, the one the proxy
    /// in front of this server added), not from the connection.
    let trustProxy: Bool
    static let forwardedFor = HTTPFields.Element.Name("X-Forwarded-For")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization] else { return try await next(request, context) }
        let client = clientAddress(request, context)
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

    private func clientAddress(_ request: Request, _ context: Context) -> String {
        if trustProxy, let forwarded = request.headers[Self.forwardedFor],
           let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty {
            return last
        }
        return context.peer?.ipAddress ?? "unknown"
    }
}
#endif
