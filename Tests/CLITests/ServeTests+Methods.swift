import Foundation
import Testing

/// A served path asked with a method it does not serve: 405 with `Allow`, not 404.
extension ServeTests {
    @Test("Known path, other method: 405 with Allow and the JSON error; unknown path: 404; HEAD wherever GET")
    func methodNotAllowed() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        for (method, path, allow) in [
            ("PATCH", "/api/specs/tabs.indicator", "GET, HEAD, PUT, DELETE"), ("DELETE", "/api/specs", "GET, HEAD, POST"),
            ("GET", "/api/batch", "POST"), ("POST", "/healthz", "GET, HEAD"), ("PUT", "/specs/tabs.indicator", "GET, HEAD"),
            ("OPTIONS", "/api/validate", "POST"),
        ] {
            let refused = try await server.request(method, path, token: tokens.admin)
            #expect(refused.status == 405 && refused.code == "method_not_allowed" && refused.header("Allow") == allow, "\(method) \(path): \(refused.status) \(refused.header("Allow") ?? "no Allow")")
            #expect(refused.header("Content-Type")?.hasPrefix("application/json") == true && (refused.json as? [String: Any])?["message"] is String)
        }
        #expect(try await server.request("PATCH", "/api/nothing", token: tokens.admin).status == 404)
        #expect(try await server.request("GET", "/api/specs/tabs.indicator/nothing", token: tokens.admin).status == 404)
        let head = try await server.request("HEAD", "/api/specs/tabs.indicator", token: tokens.viewer)
        #expect(head.status == 200 && head.header("ETag") == "\"1\"" && head.body.isEmpty)
    }
}
