#if Server  // Hummingbird is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import SpecModel

/// A refusal of the HTTP front end itself (no token, a bad parameter, a body too large),
/// with the stable `code` clients switch on. The catalog's own refusals are `ServiceError`s.
struct HTTPError: Error {
    var status: HTTPResponse.Status
    var code: String
    var message: String
    /// Sent with the error document, e.g. `Allow` with a 405.
    var headers: HTTPFields = [:]

    static func badRequest(_ message: String) -> HTTPError { HTTPError(status: .badRequest, code: "bad_request", message: message) }
    static let missingToken = HTTPError(status: .unauthorized, code: "unauthorized", message: "this catalog needs a token: send 'Authorization: Bearer <token>' (see 'herocat token create')")
    static func methodNotAllowed(allow: String) -> HTTPError {
        HTTPError(status: .methodNotAllowed, code: "method_not_allowed", message: "this path answers only \(allow)", headers: [.allow: allow])
    }
    static let badToken = HTTPError(status: .unauthorized, code: "unauthorized", message: "the token is unknown or revoked")
}

/// Every error response body: a stable `code`, a one-line `message`, every problem in
/// `errors`; a catalog refusal adds the kit's facts (findings, current revision, nearest name).
enum ErrorDocument {
    static func make(_ error: HTTPError) -> SpecDocument {
        .object([("code", .string(error.code)), ("message", .string(error.message)), ("errors", .list([.string(error.message)], inline: false))], inline: false)
    }

    static func make(_ error: ServiceError) -> SpecDocument {
        guard case .object(var fields, let inline) = Documents.error(error) else { return Documents.error(error) }
        fields.insert(("message", .string(error.lines.first ?? error.kind.rawValue)), at: 1)
        return .object(fields, inline: inline)
    }

    /// The HTTP status of each kind of catalog refusal.
    static func status(of kind: ServiceError.Kind) -> HTTPResponse.Status {
        switch kind {
        case .invalidInput, .invalidArgument: .badRequest
        case .notFound: .notFound
        case .exists: .conflict
        case .conflict: .preconditionFailed
        case .errorFindings: .unprocessableContent
        case .busy: .serviceUnavailable
        case .catalogUnavailable: .internalServerError
        }
    }
}
#endif
