#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird
import Previews

/// Every response says what a browser may load: inline styles, scripts only from this
/// origin (the catalog's and the player's), requests only to this origin (a copy button
/// fetches its export), the player framed from this origin, no other framing, no
/// MIME sniffing, no referrer sent to other sites. The player page alone allows its own
/// inline script, by its hash (it sets `playerPolicy` itself), and may be framed by the
/// catalog's own pages. A response to a request with credentials (a token, a session cookie) is the caller's alone: shared caches
/// must not keep it, and a browser asks again (its ETag still saves the body).
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; script-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    static let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy")!
    /// The player's script is allowed by its hash, so no other inline script runs in it.
    static let playerPolicy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(Data(SHA256.digest(Array(HTMLPlayer.inlineScript.utf8))).base64EncodedString())'; img-src data:; base-uri 'none'; frame-ancestors 'self'"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if response.headers[.contentSecurityPolicy] == nil { response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "same-origin"
        let credentials = request.headers[.authorization] != nil || request.headers[.cookie]?.contains(WebSessions.cookieName) == true
        if credentials, response.headers[.cacheControl] == nil {
            response.headers[.cacheControl] = "private, no-cache"
        }
        return response
    }
}
#endif
