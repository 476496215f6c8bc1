#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

/// Every failure as a JSON error document (`ErrorDocument`): the catalog's refusals and the
/// server's own, both `ServiceError`s, and Hummingbird's (no route, body too large) as theirs.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ServiceError {
            return ErrorDocument.response(error)
        } catch let error as HTTPResponseError {
            switch error.status {
            case .contentTooLarge: return ErrorDocument.response(ServiceError(.bodyTooLarge(limit: CatalogServer.Configuration.bodyLimit)))
            case .notFound: return ErrorDocument.response(ServiceError(.noRoute))
            case .methodNotAllowed: return ErrorDocument.response(ServiceError(.methodNotAllowed(allow: "")))
            default:
                // Any other refusal of Hummingbird's (a malformed request): its own status.
                var response = ErrorDocument.response(ServiceError(.badParameter(error.status.reasonPhrase.lowercased())))
                response.status = error.status
                return response
            }
        }
    }
}
#endif
