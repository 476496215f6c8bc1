import Foundation
import Testing

/// `POST /api/batch`: several specs in one transaction, all stored or none.
extension ServeTests {
    /// The seed spec under another name.
    func renamed(_ name: String, _ newName: String) throws -> Data {
        Data(String(decoding: try seed(name), as: UTF8.self).replacingOccurrences(of: "name: \(name)\n", with: "name: \(newName)\n").utf8)
    }

    /// A batch document in YAML: `specs:`, each document an item of the list.
    func batch(_ documents: Data...) -> Data {
        var text = "specs:\n"
        for document in documents {
            let lines = String(decoding: document, as: UTF8.self).split(separator: "\n")
            text += lines.enumerated().map { ($0.offset == 0 ? "  - " : "    ") + $0.element }.joined(separator: "\n") + "\n"
        }
        return Data(text.utf8)
    }

    func status(_ server: InProcessServer, _ name: String, _ token: String) async throws -> Int {
        try await server.request("GET", "/api/specs/\(name)", token: token).status
    }

    @Test("Batch write: all stored in one transaction, or none: 200, 400, 401, 403, 409, 412, 413, 422")
    func batchWrites() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let fresh = try renamed("tabs.indicator", "tabs.three")

        // A taken name refuses the whole batch, naming every taken name.
        let taken = try await server.request("POST", "/api/batch", token: tokens.editor, body: batch(fresh, try seed("tabs.indicator")))
        #expect(taken.status == 409 && taken.code == "exists" && (taken.json as? [String: Any])?["names"] as? [String] == ["tabs.indicator"], "\(taken.body)")
        let allTaken = try await server.request("POST", "/api/batch", token: tokens.editor, body: batch(try seed("tabs.indicator"), try seed("music.mini-player")))
        #expect(allTaken.status == 409 && (allTaken.json as? [String: Any])?["names"] as? [String] == ["tabs.indicator", "music.mini-player"])
        // Error findings: 422 with the findings, at their lines in the body.
        let findings = try await server.request("POST", "/api/batch", token: tokens.editor, body: batch(fresh, try renamed("photos.push-across-navigation", "photos.push2")))
        #expect(findings.status == 422 && findings.code == "error_findings")
        let found = try #require((findings.json as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(found.contains { $0["rule"] as? String == "navigation_push" && $0["file"] as? String == "body.yaml" && ($0["line"] as? Int ?? 0) > fresh.split(separator: 10).count })
        // Invalid input: the body's own problems and each item's, file:line:column in the body.
        let empty = try await server.request("POST", "/api/batch", token: tokens.editor, body: Data("specs: []\n".utf8))
        #expect(empty.status == 400 && empty.code == "invalid_input" && empty.body.contains("body.yaml:1:1: specs: name at least one spec"), "\(empty.body)")
        let invalid = try await server.request("POST", "/api/batch", token: tokens.editor, body: batch(fresh, Data("herocat: 1\nname: x\n".utf8)))
        let itemLine = 1 + String(decoding: fresh, as: UTF8.self).split(separator: "\n").count + 1
        #expect(invalid.status == 400 && invalid.body.contains("body.yaml:\(itemLine):5: namespace: missing required field 'namespace'"), "\(invalid.body)")
        let twice = try await server.request("POST", "/api/batch", token: tokens.editor, body: batch(fresh, fresh))
        #expect(twice.status == 400 && twice.body.contains("body.yaml:\(itemLine):5: the name 'tabs.three' is also used by body.yaml:2:5;"), "\(twice.body)")
        // No token, a viewer's, a body over the limit.
        #expect(try await server.request("POST", "/api/batch", body: batch(fresh)).status == 401)
        #expect(try await server.request("POST", "/api/batch", token: tokens.viewer, body: batch(fresh)).code == "forbidden")
        let large = try await server.request("POST", "/api/batch", token: tokens.editor, body: Data(repeating: 0x20, count: 2 << 20))
        #expect(large.status == 413 && large.code == "too_large")
        #expect(try await status(server, "tabs.three", tokens.viewer) == 404, "a refused batch stores nothing")

        // Stored together: 200, each spec's outcome and revision, in the batch's order.
        let stored = try await server.request("POST", "/api/batch", token: tokens.editor, body: batch(fresh, try renamed("tabs.indicator", "tabs.four")))
        let results = try #require((stored.json as? [String: Any])?["results"] as? [[String: Any]], "\(stored.body)")
        #expect(stored.status == 200 && results.map { $0["name"] as? String } == ["tabs.three", "tabs.four"] && results.map { $0["outcome"] as? String } == ["added", "added"])
        // ?replace updates taken names; If-Match needs every spec at that revision, else 412 and nothing changes.
        let replaced = try await server.request("POST", "/api/batch?replace=true", token: tokens.editor,
                                                body: batch(try retitled("tabs.indicator", "Both"), fresh), headers: ["If-Match": "\"1\""])
        #expect(replaced.status == 200 && ((replaced.json as? [String: Any])?["results"] as? [[String: Any]])?.map { $0["outcome"] as? String } == ["replaced", "unchanged"], "\(replaced.body)")
        let stale = try await server.request("POST", "/api/batch?replace=true", token: tokens.editor,
                                             body: batch(try retitled("tabs.indicator", "Stale"), try retitled("music.mini-player", "Stale")), headers: ["If-Match": "\"1\""])
        let staleDocument = stale.json as? [String: Any]
        #expect(stale.status == 412 && stale.code == "conflict" && staleDocument?["name"] as? String == "tabs.indicator" && staleDocument?["currentRevision"] as? Int == 2, "\(stale.body)")
        let history = try await server.request("GET", "/api/specs/music.mini-player/history", token: tokens.viewer)
        #expect((history.json as? [[String: Any]])?.count == 1, "the refused batch left music.mini-player alone")
    }
}
