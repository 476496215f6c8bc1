import Foundation
import Testing

/// What an open network asks of the server beyond its routes: If-Match compared strongly,
/// one meaning for an empty search, and headers that keep responses private and pages safe.
extension ServeTests {
    @Test("If-Match compares strongly: W/\"1\" never matches (412, nothing written); \"1\" does")
    func weakIfMatch() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        for method in ["PUT", "DELETE"] {
            let body = method == "PUT" ? try retitled("tabs.indicator", "Weak") : nil
            let weak = try await server.request(method, "/api/specs/tabs.indicator", token: tokens.admin, body: body, headers: ["If-Match": "W/\"1\""])
            #expect(weak.status == 412 && weak.code == "conflict", "\(method): \(weak.status) \(weak.body)")
            #expect(weak.body.contains("compares entity tags strongly"), "\(weak.body)")
        }
        let weakBatch = try await server.request("POST", "/api/batch?replace=true", token: tokens.editor, body: batch(try retitled("tabs.indicator", "Weak")), headers: ["If-Match": "W/\"1\""])
        #expect(weakBatch.status == 412, "\(weakBatch.body)")
        // The request is judged first: an invalid body is a 400 whatever the tag.
        let invalid = try await server.request("POST", "/api/batch", token: tokens.editor, body: Data("{\"specs\": []}".utf8), headers: ["If-Match": "W/\"1\""])
        #expect(invalid.status == 400, "\(invalid.body)")
        #expect(try await server.request("GET", "/api/specs/tabs.indicator", token: tokens.viewer).header("ETag") == "\"1\"", "nothing written")
        let strong = try await server.request("PUT", "/api/specs/tabs.indicator", token: tokens.editor, body: try retitled("tabs.indicator", "Strong"), headers: ["If-Match": "\"1\""])
        #expect(strong.status == 200 && strong.header("ETag") == "\"2\"", "\(strong.body)")
    }

    @Test("A search with no word is no search, in the API and the gallery alike; an empty cursor is the first page")
    func emptySearch() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let all = try await server.request("GET", "/api/specs?limit=1000", token: tokens.viewer)
        let names = try #require(((all.json as? [String: Any])?["specs"] as? [[String: Any]])?.compactMap { $0["name"] as? String })
        #expect(names.count == 14)
        for query in ["search=&cursor=", "search=", "search=%20%2C%20", "cursor="] {
            let page = try await server.request("GET", "/api/specs?limit=1000&\(query)", token: tokens.viewer)
            #expect(page.status == 200, "\(query): \(page.body)")
            #expect(((page.json as? [String: Any])?["specs"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == names, "\(query)")
            let gallery = try await server.request("GET", "/?\(query)", token: tokens.viewer)
            #expect(gallery.status == 200 && names.allSatisfy { gallery.body.contains("/specs/\($0)") }, "\(query)")
        }
        let listed = try herocat("list", "--db", "c.sqlite", "--search", " , ", "--json")
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
        #expect(listed.status == 0 && rows?.count == 14, "\(listed.stderr)")
    }

    @Test("Responses to a request with a token are private; every response sends nosniff and Referrer-Policy")
    func privateResponses() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url, publicRead: true)
        for path in ["/api/specs/tabs.indicator", "/", "/specs/tabs.indicator", "/api/specs"] {
            let signed = try await server.request("GET", path, token: tokens.viewer)
            #expect(signed.status == 200 && signed.header("Cache-Control") == "private, no-cache", "\(path): \(signed.header("Cache-Control") ?? "none")")
            let anonymous = try await server.request("GET", path)
            #expect(anonymous.status == 200 && anonymous.header("Cache-Control") == nil, "\(path): public reads may be cached")
            for response in [signed, anonymous] {
                #expect(response.header("Referrer-Policy") == "same-origin" && response.header("X-Content-Type-Options") == "nosniff", "\(path)")
            }
        }
    }

    @Test("A browser asking for a page gets errors as pages, with the status and headers; the API and other clients get JSON")
    func errorPages() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let browser = ["Accept": "text/html,application/xhtml+xml,*/*;q=0.8"]
        let missing = try await server.request("GET", "/no/such/page", token: tokens.viewer, headers: browser)
        #expect(missing.status == 404 && missing.header("Content-Type")?.hasPrefix("text/html") == true, "\(missing.status) \(missing.header("Content-Type") ?? "")")
        #expect(missing.body.contains("<h1>Not Found</h1>") && missing.body.contains("no such page or API route"), "\(missing.body)")
        #expect(missing.header("Content-Security-Policy") != nil && missing.header("Referrer-Policy") == "same-origin")
        let spec = try await server.request("GET", "/specs/tabs.indicatr", token: tokens.viewer, headers: browser)
        #expect(spec.status == 404 && spec.body.contains("tabs.indicatr"), "\(spec.body)")
        let signedOut = try await server.request("GET", "/", headers: browser)
        #expect(signedOut.status == 303 && signedOut.header("Location") == "/sign-in?next=/", "not signed in: to the sign-in form")
        let badToken = try await server.request("GET", "/", token: "hc_nope", headers: browser)
        #expect(badToken.status == 401 && badToken.header("WWW-Authenticate") == "Bearer" && badToken.body.contains("<!DOCTYPE html>"), "\(badToken.body)")
        let api = try await server.request("GET", "/api/specs/tabs.indicatr", token: tokens.viewer, headers: browser)
        #expect(api.status == 404 && api.code == "not_found", "the API answers JSON whatever the Accept: \(api.body)")
        let script = try await server.request("GET", "/no/such/page", token: tokens.viewer)
        #expect(script.status == 404 && script.code == "not_found", "no Accept: JSON")
    }

    @Test("Past 10 failed token attempts from one address: 429 with Retry-After, even for a good token; other addresses unaffected")
    func failedTokenAttempts() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url, trustProxy: true)
        let guesser = ["X-Forwarded-For": "10.0.0.1, 203.0.113.9"]
        for guess in 0..<10 {
            let refused = try await server.request("GET", "/api/specs", token: "hc_guess\(guess)", headers: guesser)
            #expect(refused.status == 401, "guess \(guess): \(refused.status)")
        }
        for token in ["hc_guess10", tokens.viewer] {
            let blocked = try await server.request("GET", "/api/specs", token: token, headers: guesser)
            #expect(blocked.status == 429 && blocked.code == "too_many_requests", "\(blocked.status) \(blocked.body)")
            #expect(Int(blocked.header("Retry-After") ?? "") .map { (1...60).contains($0) } == true, "\(blocked.header("Retry-After") ?? "no Retry-After")")
        }
        let other = try await server.request("GET", "/api/specs", token: tokens.viewer, headers: ["X-Forwarded-For": "203.0.113.10"])
        #expect(other.status == 200, "another client's address is not blocked: \(other.status)")
        let anonymous = try await server.request("GET", "/healthz", headers: guesser)
        #expect(anonymous.status == 200, "requests without a token are not refused")
    }

    /// The same limit over real sockets: the client's address is the connection's peer, or,
    /// behind --trust-proxy, the forwarded one.
    @Test("Over real sockets: past --failed-tokens, 429 with Retry-After from that address; behind --trust-proxy, per forwarded client")
    func failedTokenAttemptsOverSockets() async throws {
        let tokens = try seededCatalog()
        // The failures count within a window of 60 s from the first: on a machine so loaded
        // that the window has passed before the check, the client may rightly try again.
        func withinWindow(since first: Date) -> Bool { Date().timeIntervalSince(first) < 55 }
        let direct = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--failed-tokens", "3"])
        let first = Date()
        for guess in 0..<3 {
            #expect(try await direct.request("GET", "/api/specs", token: "hc_guess\(guess)", headers: ["X-Forwarded-For": "198.51.100.\(guess)"]).status == 401)
        }
        let blocked = try await direct.request("GET", "/api/specs", token: tokens.viewer, headers: ["X-Forwarded-For": "198.51.100.9"])
        if withinWindow(since: first) {
            #expect(blocked.status == 429 && blocked.code == "too_many_requests", "\(blocked.status)")
            #expect(Int(blocked.header("Retry-After") ?? "").map { (1...60).contains($0) } == true, "\(blocked.header("Retry-After") ?? "no Retry-After")")
        }
        #expect(try await direct.request("GET", "/healthz").status == 200, "requests without a token are not refused")

        let proxied = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--failed-tokens", "3", "--trust-proxy"])
        let second = Date()
        for guess in 0..<3 {
            #expect(try await proxied.request("GET", "/api/specs", token: "hc_guess\(guess)", headers: ["X-Forwarded-For": "203.0.113.1"]).status == 401)
        }
        let forwarded = try await proxied.request("GET", "/api/specs", token: tokens.viewer, headers: ["X-Forwarded-For": "203.0.113.1"])
        if withinWindow(since: second) { #expect(forwarded.status == 429, "\(forwarded.status)") }
        #expect(try await proxied.request("GET", "/api/specs", token: tokens.viewer, headers: ["X-Forwarded-For": "203.0.113.2"]).status == 200)
    }

    @Test("Without --trust-proxy, X-Forwarded-For is ignored: every request is the connection's address")
    func untrustedForwardedFor() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        for guess in 0..<10 {
            _ = try await server.request("GET", "/api/specs", token: "hc_guess\(guess)", headers: ["X-Forwarded-For": "198.51.100.\(guess)"])
        }
        let blocked = try await server.request("GET", "/api/specs", token: tokens.viewer, headers: ["X-Forwarded-For": "198.51.100.99"])
        #expect(blocked.status == 429, "a forged X-Forwarded-For does not escape the limit: \(blocked.status)")
    }

    @Test("Every response carries a request id, a proxy's plain one kept; the log line names it")
    func requestIDs() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let first = try await server.request("GET", "/api/specs", token: tokens.viewer)
        let second = try await server.request("GET", "/no/such/route", token: tokens.viewer)
        let ids = [first.header("X-Request-Id"), second.header("X-Request-Id")].compactMap { $0 }
        #expect(ids.count == 2 && ids[0] != ids[1], "\(ids)")
        let kept = try await server.request("GET", "/healthz", headers: ["X-Request-Id": "proxy-7f3a.2"])
        #expect(kept.header("X-Request-Id") == "proxy-7f3a.2")
        let replaced = try await server.request("GET", "/healthz", headers: ["X-Request-Id": "bad id\u{7F}"])
        #expect(replaced.header("X-Request-Id").map { $0 != "bad id\u{7F}" && !$0.isEmpty } == true)
    }
}
