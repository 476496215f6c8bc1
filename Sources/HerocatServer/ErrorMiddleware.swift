#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

/// Every failure as a JSON error document (`ErrorDocument`), or as a page for a browser
/// asking for one: the catalog's refusals and the server's own, both `ServiceError`s, and
/// Hummingbird's (no route, body too large) as theirs.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ServiceError {
            return ErrorDocument.response(error, to: request)
        } catch let error as HTTPResponseError {
            switch error.status {
            case .contentTooLarge: return ErrorDocument.response(ServiceError(.bodyTooLarge(limit: CatalogServer.Configuration.bodyLimit)), to: request)
            case .notFound: return ErrorDocument.response(ServiceError(.noRoute), to: request)
            case .methodNotAllowed: return ErrorDocument.response(ServiceError(.methodNotAllowed(allow: "")), to: request)
            default:
                // Any other refusal of Hummingbird's (a malformed request): its own status.
                return ErrorDocument.response(ServiceError(.badParameter(error.status.reasonPhrase.lowercased())), to: request, status: error.status)
            }
        }
    }
}
#endif
