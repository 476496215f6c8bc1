import Foundation
import CatalogStore
import HerocatKit
import Hummingbird

/// Resolves `Authorization: Bearer <token>` to an identity. A bad token is refused
/// (401) even where no token is needed, so a typo never silently reads as anonymous.
struct AccessMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let catalog: Catalog

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization] else { return try await next(request, context) }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw AccessError(kind: .unauthorized, message: "the Authorization header must be 'Bearer <token>'")
        }
        let secret = parts[1].trimmingCharacters(in: .whitespaces)
        let catalog = catalog
        guard let identity = try await Offload.run({ try catalog.identity(ofSecret: secret) }) else { throw AccessError.badToken }
        var context = context
        context.identity = identity
        return try await next(request, context)
    }
}
