import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Browser sign-in on a real server: a token traded for a session cookie, the cookie reading
/// pages with the token's role and nothing more, sign-out, expiry, revocation, CSRF, and the
/// redirects there and back (never to another site).
extension ServeTests {
    static let browser = ["Accept": "text/html,application/xhtml+xml,*/*;q=0.8"]

    /// POSTs a form as a browser on this site would (with its Origin).
    func post(_ server: ServerProcess, _ path: String, _ fields: [String: String], cookie: String? = nil, headers: [String: String] = [:]) async throws -> HTTPResult {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
        var sent = ServeTests.browser.merging(["Content-Type": "application/x-www-form-urlencoded", "Origin": "http://127.0.0.1:\(server.port)"]) { $1 }
        if let cookie { sent["Cookie"] = cookie }
        return try await server.browserRequest("POST", path, body: Data(body.utf8), headers: sent.merging(headers) { $1 })
    }

    /// Signs in with `token`; the `name=value` of the session cookie set.
    func signIn(_ server: ServerProcess, _ token: String, next: String = "/") async throws -> String {
        let response = try await post(server, "/sign-in", ["token": token, "next": next])
        try #require(response.status == 303, "\(response.status) \(response.body)")
        return try #require(response.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
    }

    @Test("Sign-in: a good token gets an HttpOnly SameSite session cookie and a 303 to the page asked for; a bad one the form again, counted")
    func signInWithToken() async throws {
        let tokens = try seededCatalog()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--failed-tokens", "2"])
        let form = try await server.browserRequest("GET", "/sign-in?next=/specs/tabs.indicator", headers: Self.browser)
        #expect(form.status == 200 && form.body.contains("name=\"token\"") && form.body.contains("value=\"/specs/tabs.indicator\""), "\(form.body)")
        #expect(!form.body.contains("<script>"), "no inline script")

        let good = try await post(server, "/sign-in", ["token": tokens.viewer, "next": "/specs/tabs.indicator"])
        #expect(good.status == 303 && good.header("Location") == "/specs/tabs.indicator", "\(good.status) \(good.headers)")
        let cookie = try #require(good.header("Set-Cookie"))
        let attributes = cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(attributes[0].hasPrefix("herocat_session=") && attributes[0].count == "herocat_session=".count + 64, "\(cookie)")
        #expect(attributes.contains("HttpOnly") && attributes.contains("SameSite=Lax") && attributes.contains("Path=/") && attributes.contains("Max-Age=43200"), "\(cookie)")
        #expect(!attributes.contains("Secure"), "plain HTTP without a trusted proxy: \(cookie)")

        let page = try await server.browserRequest("GET", "/specs/tabs.indicator", headers: Self.browser.merging(["Cookie": attributes[0]]) { $1 })
        #expect(page.status == 200 && page.body.contains("tabs.indicator") && page.header("Cache-Control") == "private, no-cache", "\(page.status)")
        let signedIn = try await server.browserRequest("GET", "/sign-in", headers: Self.browser.merging(["Cookie": attributes[0]]) { $1 })
        #expect(signedIn.body.contains("vera") && signedIn.body.contains("action=\"/sign-out\"") && signedIn.body.contains("name=\"csrf\""), "\(signedIn.body)")

        let bad = try await post(server, "/sign-in", ["token": "hc_wrong", "next": "/"])
        #expect(bad.status == 401 && bad.header("Set-Cookie") == nil && bad.body.contains("the token is unknown or revoked") && bad.body.contains("name=\"token\""), "\(bad.status) \(bad.body)")
        _ = try await post(server, "/sign-in", ["token": "hc_wrong2"])
        let limited = try await post(server, "/sign-in", ["token": tokens.viewer])
        #expect(limited.status == 429 && limited.header("Retry-After") != nil, "failed sign-ins count against --failed-tokens: \(limited.status)")
    }

    @Test("A cookie grants the token's role only: a viewer's session reads pages but cannot write; an editor's writes with the CSRF header")
    func sessionRoles() async throws {
        let tokens = try seededCatalog()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let viewer = try await signIn(server, tokens.viewer)
        let read = try await server.browserRequest("GET", "/api/specs/tabs.indicator", headers: ["Cookie": viewer])
        #expect(read.status == 200, "\(read.status)")
        let csrf = try csrfToken(try await server.browserRequest("GET", "/sign-in", headers: ["Cookie": viewer]).body)
        let sameSite = ["Cookie": viewer, "X-CSRF-Token": csrf, "Origin": "http://127.0.0.1:\(server.port)"]
        let write = try await server.browserRequest("PUT", "/api/specs/tabs.indicator", body: try retitled("tabs.indicator", "By viewer"), headers: sameSite)
        #expect(write.status == 403 && write.code == "forbidden", "a viewer's cookie does not write: \(write.status) \(write.body)")

        let editor = try await signIn(server, tokens.editor)
        let editorCSRF = try csrfToken(try await server.browserRequest("GET", "/sign-in", headers: ["Cookie": editor]).body)
        let noHeader = try await server.browserRequest("PUT", "/api/specs/tabs.indicator", body: try retitled("tabs.indicator", "No CSRF"), headers: ["Cookie": editor])
        #expect(noHeader.status == 403, "the cookie alone does not write: \(noHeader.status)")
        let written = try await server.browserRequest("PUT", "/api/specs/tabs.indicator", body: try retitled("tabs.indicator", "By cookie"), headers: ["Cookie": editor, "X-CSRF-Token": editorCSRF])
        #expect(written.status == 200, "\(written.status) \(written.body)")
        let history = try await server.request("GET", "/api/specs/tabs.indicator/history", token: tokens.viewer)
        #expect(history.body.contains("eddie"), "recorded under the token's name")
    }

    @Test("Sign-out ends the session; it needs the session's CSRF field and this site's origin (403 otherwise)")
    func signOutAndCSRF() async throws {
        let tokens = try seededCatalog()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let cookie = try await signIn(server, tokens.viewer)
        let csrf = try csrfToken(try await server.browserRequest("GET", "/sign-in", headers: ["Cookie": cookie]).body)
        let noField = try await post(server, "/sign-out", [:], cookie: cookie)
        #expect(noField.status == 403 && noField.body.contains("CSRF"), "\(noField.status) \(noField.body)")
        let wrongField = try await post(server, "/sign-out", ["csrf": String(repeating: "0", count: 64)], cookie: cookie)
        #expect(wrongField.status == 403)
        let crossSite = try await post(server, "/sign-out", ["csrf": csrf], cookie: cookie, headers: ["Sec-Fetch-Site": "cross-site"])
        #expect(crossSite.status == 403, "Sec-Fetch-Site: \(crossSite.status)")
        let crossOrigin = try await post(server, "/sign-out", ["csrf": csrf], cookie: cookie, headers: ["Origin": "https://evil.example"])
        #expect(crossOrigin.status == 403, "Origin: \(crossOrigin.status)")
        let crossSignIn = try await post(server, "/sign-in", ["token": tokens.viewer], headers: ["Sec-Fetch-Site": "cross-site"])
        #expect(crossSignIn.status == 403 && crossSignIn.header("Set-Cookie") == nil, "no sign-in from another site: \(crossSignIn.status)")
        #expect(try await server.browserRequest("GET", "/", headers: ["Cookie": cookie]).status == 200, "the refused posts left the session alone")

        let out = try await post(server, "/sign-out", ["csrf": csrf], cookie: cookie)
        #expect(out.status == 303 && out.header("Location") == "/sign-in" && out.header("Set-Cookie")?.contains("Max-Age=0") == true, "\(out.status) \(out.headers)")
        let after = try await server.browserRequest("GET", "/", headers: Self.browser.merging(["Cookie": cookie]) { $1 })
        #expect(after.status == 303 && after.header("Location") == "/sign-in?next=/", "the old cookie no longer reads: \(after.status)")
    }

    @Test("A session expires after --session-lifetime; a revoked token ends its sessions at once")
    func expiryAndRevocation() async throws {
        let tokens = try seededCatalog()
        let lifetime = 4.0
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--session-lifetime", "\(lifetime)"])
        let asked = Date()
        let short = try await signIn(server, tokens.viewer)
        let opened = Date()
        let fresh = try await server.browserRequest("GET", "/api/specs", headers: ["Cookie": short]).status
        // On a machine so loaded that the session may have lived its 4 s already, only its expiry is asserted.
        if Date().timeIntervalSince(asked) < lifetime { #expect(fresh == 200, "before expiry") }
        try await Task.sleep(for: .seconds(max(0, lifetime + 0.3 - Date().timeIntervalSince(opened))))
        #expect(try await server.browserRequest("GET", "/api/specs", headers: ["Cookie": short]).status == 401, "expired")

        let long = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let cookie = try await signIn(long, tokens.viewer)
        let other = try await signIn(long, tokens.editor)
        #expect(try await long.browserRequest("GET", "/api/specs", headers: ["Cookie": cookie]).status == 200)
        #expect(try herocat("token", "revoke", "--db", "c.sqlite", "vera").status == 0)
        #expect(try await long.browserRequest("GET", "/api/specs", headers: ["Cookie": cookie]).status == 401, "revoked")
        #expect(try await long.browserRequest("GET", "/api/specs", headers: ["Cookie": other]).status == 200, "other tokens' sessions go on")
        #expect(try herocat("serve", "--session-lifetime", "0").status == 2)
    }

    @Test("Not signed in, a browser asking for a page goes to /sign-in?next=… and back there; API clients get JSON 401; next never leaves the site")
    func signInRedirects() async throws {
        let tokens = try seededCatalog()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--trust-proxy"])
        let page = try await server.browserRequest("GET", "/specs/tabs.indicator?at=0.5", headers: Self.browser)
        #expect(page.status == 303 && page.header("Location") == "/sign-in?next=/specs/tabs.indicator%3Fat%3D0.5", "\(page.status) \(page.headers)")
        let gallery = try await server.browserRequest("GET", "/", headers: Self.browser)
        #expect(gallery.status == 303 && gallery.header("Location") == "/sign-in?next=/")
        let api = try await server.browserRequest("GET", "/specs/tabs.indicator")
        #expect(api.status == 401 && api.code == "unauthorized", "no Accept: text/html: JSON: \(api.status)")
        let back = try await post(server, "/sign-in", ["token": tokens.viewer, "next": "/specs/tabs.indicator?at=0.5"], headers: ["X-Forwarded-Proto": "https"])
        #expect(back.status == 303 && back.header("Location") == "/specs/tabs.indicator?at=0.5")
        #expect(back.header("Set-Cookie")?.hasSuffix("; Secure") == true, "TLS at a trusted proxy: \(back.header("Set-Cookie") ?? "")")
        for evil in ["//evil.example", "https://evil.example/", "/\\evil.example", "evil.example", "/\r\nSet-Cookie:x=y"] {
            let form = try await server.browserRequest("GET", "/sign-in?next=\(evil.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)", headers: Self.browser)
            #expect(form.body.contains("name=\"next\" value=\"/\""), "\(evil): \(form.body)")
            let signedIn = try await post(server, "/sign-in", ["token": tokens.viewer, "next": evil])
            #expect(signedIn.status == 303 && signedIn.header("Location") == "/", "\(evil): \(signedIn.header("Location") ?? "")")
        }
    }

    func csrfToken(_ page: String) throws -> String {
        try #require(page.firstMatch(of: /name="csrf" value="([0-9a-f]{64})"/).map { String($0.1) }, "\(page)")
    }
}

extension ServerProcess {
    /// As a browser's fetch, without its memory: redirects are returned, not followed, and
    /// cookies go only where a test puts them.
    func browserRequest(_ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:]) async throws -> HTTPResult {
        var request = URLRequest(url: URL(string: path, relativeTo: base)!)
        request.httpMethod = method
        request.httpBody = body
        request.httpShouldHandleCookies = false
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return try await send(request, via: NoRedirects.session)
    }
}

/// A URLSession that hands back every redirect and keeps no cookies.
final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        return URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }()

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
