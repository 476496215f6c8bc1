import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Editing in the browser over plain HTTP, as a browser without script posts the forms:
/// save with the revision started from, a conflict showing both versions, refused text
/// kept, a new spec from a pattern, the preview, CSRF; and one-time sign-in links.
extension ServeTests {
    func field(_ name: String, in page: String) throws -> String {
        try #require(page.firstMatch(of: try Regex("name=\"\(name)\" value=\"([^\"]*)\"")).map { String($0.output[1].substring ?? "") }, "no \(name) field in \(page)")
    }

    /// The text of the form's `textarea[name=spec]`, unescaped.
    func specText(in page: String) throws -> String {
        // The newline after the tag is markup (HTML drops it), so a text's own first line survives.
        let text = try #require(page.firstMatch(of: /<textarea id="spec" name="spec"[^>]*>\n([^<]*)<\/textarea>/).map { String($0.1) }, "no spec textarea in \(page)")
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&#10;", with: "\n")
            .replacingOccurrences(of: "&#9;", with: "\t").replacingOccurrences(of: "&#13;", with: "\r").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A seeded catalog's server, and an editor's session cookie on it.
    func editorSignedIn() async throws -> (tokens: (viewer: String, editor: String, admin: String), server: ServerProcess, cookie: String) {
        let tokens = try seededCatalog()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        return (tokens, server, try await signIn(server, tokens.editor))
    }

    @Test("Edit form without script: save with the revision started from (303), a stale one shows both versions (409), refused text comes back, viewers may not edit")
    func editFormSaves() async throws {
        let (tokens, server, editor) = try await editorSignedIn()
        let page = try await server.browserRequest("GET", "/specs/tabs.indicator/edit", headers: Self.browser.merging(["Cookie": editor]) { $1 })
        #expect(page.status == 200 && page.body.contains("data-findings") && page.body.contains("action=\"/specs/tabs.indicator/edit\""), "\(page.status)")
        #expect(page.body.contains("<script src=\"/assets/edit.js\" defer></script>") && WebPageTests.inlineScripts(page.body) == 0)
        let csrf = try field("csrf", in: page.body)
        #expect(try field("revision", in: page.body) == "1")
        let original = try specText(in: page.body)
        #expect(original.contains("name: tabs.indicator"))
        func titled(_ title: String) -> String {
            original.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("title:") ? "title: \(title)" : String($0) }.joined(separator: "\n")
        }

        let saved = try await post(server, "/specs/tabs.indicator/edit", ["spec": titled("Saved in the browser"), "revision": "1", "csrf": csrf], cookie: editor)
        #expect(saved.status == 303 && saved.header("Location") == "/specs/tabs.indicator", "\(saved.status) \(saved.body)")
        let stored = try await server.request("GET", "/api/specs/tabs.indicator", token: tokens.viewer)
        #expect(stored.body.contains("Saved in the browser") && stored.header("ETag") == "\"2\"", "\(stored.body)")

        // As a browser sends a textarea: lines end in CR LF.
        let crlf = titled("Mine, from revision 1").replacingOccurrences(of: "\n", with: "\r\n")
        let stale = try await post(server, "/specs/tabs.indicator/edit", ["spec": crlf, "revision": "1", "csrf": csrf], cookie: editor)
        #expect(stale.status == 409 && stale.body.contains("data-conflict"), "\(stale.status) \(stale.body)")
        let mine = try specText(in: stale.body)
        #expect(stale.body.contains("title: Saved in the browser") && mine.contains("title: Mine, from revision 1"), "both versions shown")
        #expect(try field("revision", in: stale.body) == "2", "saving again replaces theirs, knowingly")
        let diff = try #require(stale.body.firstMatch(of: /<pre data-conflict-diff>([^<]*)<\/pre>/).map { String($0.1) })
        #expect(diff.contains("-title: Saved in the browser&#10;+title: Mine, from revision 1") && !diff.contains("-herocat"), "only the title differs: \(diff)")
        #expect(try await server.request("GET", "/api/specs/tabs.indicator", token: tokens.viewer).body.contains("Saved in the browser"), "the stale save stored nothing")
        let again = try await post(server, "/specs/tabs.indicator/edit", ["spec": titled("Mine, over theirs"), "revision": "2", "csrf": csrf], cookie: editor)
        #expect(again.status == 303)

        let broken = try await post(server, "/specs/tabs.indicator/edit", ["spec": "herocat: 1\nname: [unclosed\n", "revision": "3", "csrf": csrf], cookie: editor)
        let kept = try specText(in: broken.body)
        #expect(broken.status == 400 && broken.body.contains("Not saved") && kept == "herocat: 1\nname: [unclosed\n", "\(broken.status) \(broken.body)")
        let renamed = try await post(server, "/specs/tabs.indicator/edit", ["spec": titled("x").replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.other"), "revision": "3", "csrf": csrf], cookie: editor)
        #expect(renamed.status == 400 && renamed.body.contains("but was sent to"), "\(renamed.status) \(renamed.body)")
        #expect(try await server.request("GET", "/api/specs/tabs.indicator", token: tokens.viewer).header("ETag") == "\"3\"")

        let viewer = try await signIn(server, tokens.viewer)
        #expect(try await server.browserRequest("GET", "/specs/tabs.indicator/edit", headers: Self.browser.merging(["Cookie": viewer]) { $1 }).status == 403)
        #expect(try await server.browserRequest("GET", "/specs/tabs.indicator/edit", headers: Self.browser).status == 303, "not signed in: to /sign-in")
    }

    @Test("Every editor post needs the session's CSRF field and this site's origin (403, nothing stored); a bearer token needs neither")
    func editFormCSRF() async throws {
        let (tokens, server, editor) = try await editorSignedIn()
        let page = try await server.browserRequest("GET", "/specs/tabs.indicator/edit", headers: ["Cookie": editor])
        let csrf = try field("csrf", in: page.body)
        let text = try specText(in: page.body).replacingOccurrences(of: "\ntitle:", with: "\ntitle: Forged #")
        for (fields, headers, what) in [
            (["spec": text, "revision": "1"], [String: String](), "no csrf field"),
            (["spec": text, "revision": "1", "csrf": String(repeating: "0", count: 64)], [:], "a wrong csrf field"),
            (["spec": text, "revision": "1", "csrf": csrf], ["Origin": "https://evil.example"], "another origin"),
            (["spec": text, "revision": "1", "csrf": csrf], ["Sec-Fetch-Site": "cross-site"], "a cross-site fetch"),
        ] {
            let refused = try await post(server, "/specs/tabs.indicator/edit", fields, cookie: editor, headers: headers)
            #expect(refused.status == 403 && refused.body.contains("CSRF"), "\(what): \(refused.status)")
            let created = try await post(server, "/specs/new", fields.merging(["spec": text.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.forged")]) { $1 }, cookie: editor, headers: headers)
            #expect(created.status == 403, "\(what) (new): \(created.status)")
            #expect(try await post(server, "/preview", fields, cookie: editor, headers: headers).status == 403, "\(what) (preview)")
        }
        let validate = try await server.browserRequest("POST", "/api/validate", body: Data(text.utf8), headers: ["Cookie": editor, "Origin": "http://127.0.0.1:\(server.port)"])
        #expect(validate.status == 403, "the script's check needs X-CSRF-Token: \(validate.status)")
        let checked = try await server.browserRequest("POST", "/api/validate", body: Data(text.utf8), headers: ["Cookie": editor, "X-CSRF-Token": csrf])
        #expect(checked.status == 200 && checked.body.contains("\"findings\""), "\(checked.status)")
        #expect(try await server.request("GET", "/api/specs/tabs.indicator", token: tokens.viewer).header("ETag") == "\"1\"", "nothing stored")
        #expect(try await server.request("GET", "/api/specs/tabs.forged", token: tokens.viewer).status == 404)

        var request = URLRequest(url: URL(string: "/specs/tabs.indicator/edit", relativeTo: server.base)!)
        request.httpMethod = "POST"
        request.setValue("Bearer \(tokens.editor)", forHTTPHeaderField: "Authorization")
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        request.httpBody = Data("revision=1&spec=\(text.addingPercentEncoding(withAllowedCharacters: allowed)!)".utf8)
        #expect(try await server.send(request, via: NoRedirects.session).status == 303, "a bearer token carries no cookie to forge")
    }

    @Test("A new spec from a pattern, as `herocat new`: its starting text, created once (a taken name is a 409 with the text kept); the preview plays posted text")
    func newSpecAndPreview() async throws {
        let (_, server, editor) = try await editorSignedIn()
        let chooser = try await server.browserRequest("GET", "/specs/new", headers: ["Cookie": editor])
        #expect(chooser.status == 200 && chooser.body.contains("name=\"pattern\"") && chooser.body.contains("value=\"zoom\""), "\(chooser.status)")
        let badName = try await server.browserRequest("GET", "/specs/new?name=Bad%20Name", headers: ["Cookie": editor])
        #expect(badName.status == 400 && badName.body.contains("a name starts with a lowercase letter"), "\(badName.body)")
        let page = try await server.browserRequest("GET", "/specs/new?name=demo.fresh&pattern=zoom", headers: ["Cookie": editor])
        let text = try specText(in: page.body)
        let cli = try herocat("new", "demo.fresh", "--pattern", "zoom")
        #expect(text == cli.stdout + "\n" || text == cli.stdout, "the page starts from what `herocat new` writes")
        let csrf = try field("csrf", in: page.body)
        let created = try await post(server, "/specs/new", ["spec": text, "csrf": csrf], cookie: editor)
        #expect(created.status == 303 && created.header("Location") == "/specs/demo.fresh", "\(created.status) \(created.body)")
        let taken = try await post(server, "/specs/new", ["spec": text, "csrf": csrf], cookie: editor)
        let keptText = try specText(in: taken.body)
        #expect(taken.status == 409 && keptText == text, "\(taken.status)")

        let preview = try await post(server, "/preview", ["spec": text, "csrf": csrf], cookie: editor)
        #expect(preview.status == 200 && preview.body.contains("<svg") && preview.header("Content-Security-Policy")?.contains("frame-ancestors 'self'") == true, "\(preview.status)")
        let unreadable = try await post(server, "/preview", ["spec": "herocat: [", "csrf": csrf], cookie: editor)
        #expect(unreadable.status == 200 && unreadable.body.contains("No preview"), "\(unreadable.body)")
    }

    @Test("`token create --link` prints a one-time sign-in link: opening it uses nothing, its button signs in once; used, expired or revoked, it is refused")
    func signInLinks() async throws {
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let made = try herocat("token", "create", "--db", "c.sqlite", "--name", "lee", "--role", "editor", "--link", "--url", server.base.absoluteString + "/")
        try #require(made.status == 0, "\(made.stderr)")
        let link = try #require(URL(string: made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(link.absoluteString.hasPrefix("\(server.base.absoluteString)/sign-in?code=hcl_") && !made.stdout.contains("hc_"), "\(made.stdout)")
        #expect(made.stderr.contains("once"), "\(made.stderr)")
        let code = String(link.absoluteString.split(separator: "=").last!)

        for _ in 0..<2 {
            let opened = try await server.browserRequest("GET", "/sign-in?code=\(code)", headers: Self.browser)
            #expect(opened.status == 200 && opened.body.contains("name=\"code\" value=\"\(code)\"") && opened.header("Set-Cookie") == nil, "opening the link (a preview fetching it) signs nobody in")
        }
        let first = try await post(server, "/sign-in", ["code": code, "next": "/specs/tabs.indicator/edit"])
        #expect(first.status == 303 && first.header("Location") == "/specs/tabs.indicator/edit", "\(first.status) \(first.body)")
        let cookie = try #require(first.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        #expect(try await server.browserRequest("GET", "/specs/tabs.indicator/edit", headers: ["Cookie": cookie]).status == 200, "an editor's session")
        let second = try await post(server, "/sign-in", ["code": code])
        #expect(second.status == 401 && second.header("Set-Cookie") == nil && second.body.contains("used or expired"), "used twice: \(second.status)")

        let fresh = try herocat("token", "link", "--db", "c.sqlite", "lee")
        let freshCode = String(try #require(fresh.stdout.split(separator: "=").last).trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(fresh.status == 0 && fresh.stdout.hasPrefix("http://127.0.0.1:8080/sign-in?code=hcl_"), "\(fresh.stdout)")
        _ = try sqlite(directory.url.appendingPathComponent("c.sqlite"), "UPDATE sign_in_codes SET expires_at = 0")
        #expect(try await post(server, "/sign-in", ["code": freshCode]).status == 401, "expired")
        #expect(try sqlite(directory.url.appendingPathComponent("c.sqlite"), "SELECT count(*) FROM sign_in_codes WHERE hash LIKE 'hcl%'") == "0", "only digests are kept")

        let revokedCode = try herocat("token", "link", "--db", "c.sqlite", "lee").stdout.split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        #expect(try herocat("token", "revoke", "--db", "c.sqlite", "lee").status == 0)
        #expect(try await post(server, "/sign-in", ["code": revokedCode]).status == 401, "a revoked token's link")
        #expect(try await server.browserRequest("GET", "/api/specs", headers: ["Cookie": cookie]).status == 401, "and its session")
        let unknown = try herocat("token", "link", "--db", "c.sqlite", "nobody")
        #expect(unknown.status != 0 && unknown.stderr.contains("nobody"), "\(unknown.stderr)")
    }
}
