import HerocatKit
import Hummingbird
import SpecModel

/// Every failure as a JSON error document with a stable `code`: service errors by
/// their kind, access errors, and Hummingbird's own (no route, body too large).
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as AccessError {
            var response = JSONResponse.make(Documents.error(ServiceError(.badRequest, error.message)).replacingCode(error.kind.rawValue),
                                              status: error.kind == .unauthorized ? .unauthorized : .forbidden)
            if error.kind == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer" }
            return response
        } catch let error as HTTPResponseError {
            let code: String
            switch error.status {
            case .contentTooLarge: code = "too_large"
            case .notFound: code = "not_found"
            case .methodNotAllowed: code = "method_not_allowed"
            default: code = "http_\(error.status.code)"
            }
            let message = error.status == .contentTooLarge
                ? "the body is larger than the limit of \(CatalogServer.Configuration.bodyLimit) bytes"
                : error.status.reasonPhrase.lowercased()
            return JSONResponse.make(Documents.error(ServiceError(.badRequest, message)).replacingCode(code), status: error.status)
        } catch {
            let failure = ServiceError.from(error) ?? ServiceError(.catalogUnavailable, "\(error)")
            return JSONResponse.make(Documents.error(failure), status: Self.status(of: failure.kind))
        }
    }

    /// The HTTP status of each kind of service error.
    static func status(of kind: ServiceError.Kind) -> HTTPResponse.Status {
        switch kind {
        case .invalidSpec, .badRequest, .unknownFormat: .badRequest
        case .notFound: .notFound
        case .exists: .conflict
        case .staleRevision: .preconditionFailed
        case .errorFindings, .cannotExport: .unprocessableContent
        case .busy: .serviceUnavailable
        case .catalogUnavailable: .internalServerError
        }
    }
}

private extension SpecDocument {
    /// The same error document under another code (for errors that are not the service's).
    func replacingCode(_ code: String) -> SpecDocument {
        guard case .object(var fields, let inline) = self else { return self }
        fields[0] = ("code", .string(code))
        return .object(fields, inline: inline)
    }
}
