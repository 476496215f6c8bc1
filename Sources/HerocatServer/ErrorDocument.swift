#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird
import Previews
import SpecModel

/// Every error response: the kit's error document (a stable `code`, every problem in `errors`,
/// the facts of a catalog refusal: findings, current revision, nearest name) with a one-line
/// `message`, and the status and headers HTTP gives its kind.
enum ErrorDocument {
    static func response(_ error: ServiceError) -> Response {
        var headers: HTTPFields = [:]
        for problem in error.problems {
            switch problem {
            case .methodNotAllowed(let allow) where !allow.isEmpty: headers[.allow] = allow
            case .tooManyFailedAttempts(let seconds): headers[.retryAfter] = String(seconds)
            default: break
            }
        }
        if error.kind == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
        return JSONResponse.make(make(error), status: status(of: error.kind), headers: headers)
    }

    /// The error as a page for a browser asking for one (an `Accept` with `text/html`, a
    /// path outside the API), with the same status and headers; else the JSON document.
    static func response(_ error: ServiceError, to request: Request, status override: HTTPResponse.Status? = nil) -> Response {
        var json = response(error)
        if let override { json.status = override }
        let path = request.uri.path
        guard (request.headers[.accept] ?? "").contains("text/html"), !path.hasPrefix("/api/"), path != "/openapi.json" else { return json }
        if error.problems.contains(.missingToken), request.method == .get || request.method == .head {
            return signInRedirect(from: request)
        }
        let message = error.lines.first ?? error.kind.rawValue
        var page = HTMLPage.document(
            title: "\(json.status.code) \(json.status.reasonPhrase)",
            body: "<h1>\(XMLEscaping.text(json.status.reasonPhrase))</h1>\n<p>\(XMLEscaping.text(message))</p>\n<p><a href=\"/\">The catalog</a></p>"
        )
        page.status = json.status
        for name in [HTTPFields.Element.Name.allow, .wwwAuthenticate, .retryAfter] { page.headers[name] = json.headers[name] }
        return page
    }

    /// A browser not signed in goes to the sign-in form (303), which sends it back here.
    static func signInRedirect(from request: Request) -> Response {
        let here = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        let next = here.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"
        return Response(status: .seeOther, headers: [.location: "/sign-in?next=\(next)", .cacheControl: "no-store"])
    }

    static func make(_ error: ServiceError) -> SpecDocument {
        guard case .object(var fields, let inline) = Documents.error(error) else { return Documents.error(error) }
        fields.insert(("message", .string(error.lines.first ?? error.kind.rawValue)), at: 1)
        return .object(fields, inline: inline)
    }

    /// The HTTP status of each kind of catalog refusal.
    static func status(of kind: ServiceError.Kind) -> HTTPResponse.Status {
        switch kind {
        case .invalidInput, .invalidArgument, .badRequest, .unknownFormat: .badRequest
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .methodNotAllowed: .methodNotAllowed
        case .tooLarge: .contentTooLarge
        case .tooManyRequests: .tooManyRequests
        case .notFound: .notFound
        case .exists: .conflict
        case .conflict: .preconditionFailed
        case .errorFindings: .unprocessableContent
        case .busy: .serviceUnavailable
        case .catalogUnavailable, .internalFailure: .internalServerError
        }
    }
}
#endif
