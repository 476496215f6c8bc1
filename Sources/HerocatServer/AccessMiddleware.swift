#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird

/// Resolves `Authorization: Bearer <token>` to an identity. A bad token is refused
/// (401) even where no token is needed, so a typo never silently reads as anonymous.
struct AccessMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let service: CatalogService
    let identities: ReadCache<String, Identity?>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization] else { return try await next(request, context) }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw ServiceError(.malformedAuthorization)
        }
        // Kept by digest, so the cache holds no secret.
        let hash = AccessToken.hash(parts[1].trimmingCharacters(in: .whitespaces))
        guard let identity = try await identities.value(for: hash, read: { try await service.identity(ofHash: hash) }) else { throw ServiceError(.badToken) }
        var context = context
        context.identity = identity
        return try await next(request, context)
    }
}
#endif
