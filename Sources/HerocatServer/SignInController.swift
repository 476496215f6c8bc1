#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird

/// Browser sign-in: `GET /sign-in` shows a form for a token, `POST /sign-in` trades a live
/// token for a session cookie (`WebSessions`) and sends the browser on to the page it came
/// for, `POST /sign-out` ends the session. HTML routes, outside the API and its document.
struct SignInController {
    let service: CatalogService
    let identities: ReadCache<String, Identity?>
    let limiter: FailedAuthLimiter
    let sessions: WebSessions
    let trustProxy: Bool

    /// The form posts, which check their own `csrf` field (`AccessMiddleware`).
    static let formPaths: Set<String> = ["/sign-in", "/sign-out"]
    static let forwardedProto = HTTPFields.Element.Name("X-Forwarded-Proto")!
    /// A form body is a few hundred bytes.
    static let formLimit = 16 * 1024

    func register(_ router: Router<ServerContext>) {
        router.get("sign-in", use: show)
        router.post("sign-in", use: signIn)
        router.post("sign-out", use: signOut)
    }

    @Sendable func show(_ request: Request, context: ServerContext) async throws -> Response {
        let next = Self.safeNext(request.uri.queryParameters["next"].map(String.init))
        var page = SignInPage(next: next, signedIn: context.identity.flatMap { identity in context.session.map { (identity, $0.csrf) } })
        page.code = request.uri.queryParameters["code"].map(String.init)
        return page.response()
    }

    @Sendable func signIn(_ request: Request, context: ServerContext) async throws -> Response {
        guard !CrossSite.isCrossSite(request, trustProxy: trustProxy) else { throw ServiceError(.crossSiteRequest) }
        let form = try await Self.form(request)
        let next = Self.safeNext(form["next"])
        let client = AccessMiddleware.clientAddress(request, context, trustProxy: trustProxy)
        if let seconds = limiter.retryAfter(client) { throw ServiceError(.tooManyFailedAttempts(retryAfter: seconds)) }
        // A one-time code (a sign-in link) stands for its token once; a token for itself.
        let hash: String?
        if let code = form["code"] {
            hash = try await service.redeemSignInCode(code)
        } else {
            hash = AccessToken.hash((form["token"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard let hash, try await identities.value(for: hash, read: { try await service.identity(ofHash: hash) }) != nil else {
            limiter.recordFailure(client)
            var page = SignInPage(next: next, message: (form["code"] == nil ? ServiceError(.badToken).lines.first : SignInPage.usedLink)).response()
            page.status = .unauthorized
            page.headers[.wwwAuthenticate] = "Bearer"
            return page
        }
        if let old = context.session { sessions.close(old.id) }
        let opened = sessions.open(tokenHash: hash)
        return redirect(to: next, cookie: cookie(opened.id, maxAge: Int(sessions.lifetime), request))
    }

    @Sendable func signOut(_ request: Request, context: ServerContext) async throws -> Response {
        let form = try await Self.form(request)
        try WebForm.checkCSRF(form, request, context, trustProxy: trustProxy)
        if let session = context.session { sessions.close(session.id) }
        return redirect(to: "/sign-in", cookie: cookie("", maxAge: 0, request))
    }

    private func redirect(to path: String, cookie: String) -> Response {
        Response(status: .seeOther, headers: [.location: path, .setCookie: cookie, .cacheControl: "no-store"])
    }

    /// The session cookie: never readable by script, not sent with other sites' posts, and
    /// only over TLS when the browser used TLS (seen through a trusted proxy's header).
    private func cookie(_ value: String, maxAge: Int, _ request: Request) -> String {
        let tls = trustProxy && request.headers[Self.forwardedProto]?.lowercased() == "https"
        return "\(WebSessions.cookieName)=\(value); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Lax\(tls ? "; Secure" : "")"
    }

    /// Where to go after signing in: a path on this site, never another site's address
    /// (`//host`, `/\host`, a scheme), else the gallery.
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\"),
              !next.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return "/" }
        return next
    }

    static func form(_ request: Request) async throws -> [String: String] {
        try await WebForm.fields(request, upTo: formLimit)
    }
}
#endif
