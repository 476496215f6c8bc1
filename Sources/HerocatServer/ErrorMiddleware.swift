#if Server  // Hummingbird is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

/// Every failure as a JSON error document (`ErrorDocument`): the catalog's refusals by
/// their kind, the server's own, and Hummingbird's (no route, body too large).
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            var response = JSONResponse.make(ErrorDocument.make(error), status: error.status, headers: error.headers)
            if error.status == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer" }
            return response
        } catch let error as ServiceError {
            return JSONResponse.make(ErrorDocument.make(error), status: ErrorDocument.status(of: error.kind))
        } catch let error as HTTPResponseError {
            let known: [HTTPResponse.Status: (String, String)] = [
                .contentTooLarge: ("too_large", "the body is larger than the limit of \(CatalogServer.Configuration.bodyLimit) bytes"),
                .notFound: ("not_found", "no such page or API route"),
                .methodNotAllowed: ("method_not_allowed", "this method is not allowed here"),
            ]
            let (code, message) = known[error.status] ?? ("http_\(error.status.code)", error.status.reasonPhrase.lowercased())
            return JSONResponse.make(ErrorDocument.make(HTTPError(status: error.status, code: code, message: message)), status: error.status)
        }
    }
}
#endif
