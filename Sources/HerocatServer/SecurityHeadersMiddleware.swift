import Hummingbird

/// Every response says what a browser may load: inline styles, no scripts, no
/// framing, no MIME sniffing. The player page alone allows its own inline script
/// (it sets `playerPolicy` itself).
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    static let playerPolicy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if response.headers[.contentSecurityPolicy] == nil { response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy }
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
