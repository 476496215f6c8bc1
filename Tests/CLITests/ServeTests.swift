import Foundation
import Testing
import TestThreads

/// `herocat serve` end to end: the built server on a free loopback port, spoken
/// to over HTTP with tokens of each role.
@Suite("herocat serve", .needsServer, .waitsOnProcesses)
struct ServeTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    /// A seeded catalog with one token of each role.
    func seededCatalog() throws -> (viewer: String, editor: String, admin: String) {
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)
        func token(_ name: String, _ role: String) throws -> String {
            let created = try herocat("token", "create", "--db", "c.sqlite", "--name", name, "--role", role)
            try #require(created.status == 0, "\(created.stderr)")
            return created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (try token("vera", "viewer"), try token("eddie", "editor"), try token("ada", "admin"))
    }

    func seed(_ name: String) throws -> Data {
        try Data(contentsOf: HerocatProcess.seeds.appendingPathComponent("\(name).yaml"))
    }

    /// The seed spec with another title: a real change, so a new revision.
    func retitled(_ name: String, _ title: String) throws -> Data {
        let text = String(decoding: try seed(name), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("title:") ? "title: \(title)" : String($0) }
        return Data(lines.joined(separator: "\n").utf8)
    }

    @Test("Tokens: printed once, only a hash stored, listed without secrets, revoked at once")
    func tokens() async throws {
        let tokens = try seededCatalog()
        #expect(tokens.viewer.hasPrefix("hc_") && tokens.viewer.count == 67 && tokens.viewer != tokens.editor)
        let dump = try Data(contentsOf: directory.url.appendingPathComponent("c.sqlite"))
        #expect(dump.range(of: Data(tokens.viewer.utf8)) == nil, "the secret must not be stored")
        let listed = try herocat("token", "list", "--db", "c.sqlite")
        #expect(listed.status == 0 && listed.stdout.contains("vera  viewer") && !listed.stdout.contains("hc_"))
        #expect(try herocat("token", "create", "--db", "c.sqlite", "--name", "vera", "--role", "admin").status == 4)
        #expect(try herocat("token", "create", "--db", "c.sqlite", "--name", "x", "--role", "owner").status == 2)

        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        #expect(try await server.request("GET", "/api/specs", token: tokens.viewer).status == 200)
        #expect(try herocat("token", "revoke", "--db", "c.sqlite", "vera").status == 0)
        let revoked = try await server.request("GET", "/api/specs", token: tokens.viewer)
        #expect(revoked.status == 401 && revoked.code == "unauthorized")
        #expect(try herocat("token", "revoke", "--db", "c.sqlite", "vera").status == 4)
    }

    @Test("Roles: no or bad token 401, viewer reads, editor writes, admin removes, else 403")
    func roles() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let name = "music.mini-player"

        let anonymous = try await server.request("GET", "/api/specs/\(name)")
        #expect(anonymous.status == 401 && anonymous.code == "unauthorized" && anonymous.header("WWW-Authenticate") == "Bearer")
        #expect(try await server.request("GET", "/api/specs/\(name)", token: "hc_nope").status == 401)
        #expect(try await server.request("GET", "/healthz").status == 200)

        let read = try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer)
        #expect(read.status == 200 && read.header("ETag") == "\"1\"")
        #expect((read.json as? [String: Any])?["name"] as? String == name)

        let forbidden = try await server.request("PUT", "/api/specs/\(name)", token: tokens.viewer, body: try retitled(name, "By a viewer"))
        #expect(forbidden.status == 403 && forbidden.code == "forbidden")

        let written = try await server.request("PUT", "/api/specs/\(name)", token: tokens.editor, body: try retitled(name, "By an editor"))
        #expect(written.status == 200 && written.header("ETag") == "\"2\"")
        #expect((written.json as? [String: Any])?["outcome"] as? String == "replaced")

        #expect(try await server.request("DELETE", "/api/specs/\(name)", token: tokens.editor).code == "forbidden")
        #expect(try await server.request("DELETE", "/api/specs/\(name)", token: tokens.admin).status == 204)
        let gone = try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer)
        #expect(gone.status == 404 && gone.code == "not_found")

        // Writes are attributed to the token's name.
        let history = try await server.request("GET", "/api/specs/\(name)/history", token: tokens.viewer)
        let entries = try #require(history.json as? [[String: Any]])
        #expect(entries.map { $0["action"] as? String } == ["add", "replace", "remove"])
        #expect(entries.dropFirst().map { $0["author"] as? String } == ["eddie", "ada"])
    }

    @Test("Errors: 409 taken name, 412 stale If-Match, 413 large body, 422 error findings, 400 invalid spec, 404 route")
    func errorStatuses() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)

        let taken = try await server.request("POST", "/api/specs", token: tokens.editor, body: try seed("tabs.indicator"))
        #expect(taken.status == 409 && taken.code == "exists")

        let stale = try await server.request("PUT", "/api/specs/tabs.indicator", token: tokens.editor, body: try retitled("tabs.indicator", "Stale"), headers: ["If-Match": "\"7\""])
        #expect(stale.status == 412 && stale.code == "conflict")
        #expect((stale.json as? [String: Any])?["currentRevision"] as? Int == 1)

        let large = try await server.request("PUT", "/api/specs/tabs.indicator", token: tokens.editor, body: Data(repeating: 0x20, count: 2 << 20))
        #expect(large.status == 413 && large.code == "too_large")

        // A spec with an error finding: refused with its findings unless forced.
        #expect(try await server.request("DELETE", "/api/specs/photos.push-across-navigation", token: tokens.admin).status == 204)
        let push = try seed("photos.push-across-navigation")
        let refused = try await server.request("PUT", "/api/specs/photos.push-across-navigation", token: tokens.editor, body: push)
        #expect(refused.status == 422 && refused.code == "error_findings")
        let findings = try #require((refused.json as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "navigation_push" && $0["line"] is Int })
        let forced = try await server.request("PUT", "/api/specs/photos.push-across-navigation?force=true", token: tokens.editor, body: push)
        #expect(forced.status == 201)

        let invalid = try await server.request("PUT", "/api/specs/x", token: tokens.editor, body: Data("herocat: 1\nname: x\n".utf8))
        #expect(invalid.status == 400 && invalid.code == "invalid_input")
        let lines = try #require((invalid.json as? [String: Any])?["errors"] as? [String])
        #expect(lines.contains("x.yaml:1:1: namespace: missing required field 'namespace'"))

        let mismatch = try await server.request("PUT", "/api/specs/other.name", token: tokens.editor, body: try seed("tabs.indicator"))
        #expect(mismatch.status == 400 && mismatch.code == "bad_request")

        let noRoute = try await server.request("GET", "/api/nothing", token: tokens.viewer)
        #expect(noRoute.status == 404 && noRoute.code == "not_found")
        // Nothing above changed the catalog but the forced write.
        let history = try await server.request("GET", "/api/specs/tabs.indicator/history", token: tokens.viewer)
        #expect((history.json as? [[String: Any]])?.count == 1)
    }

    @Test("Two clients race on one spec with the same ETag: one wins, one gets 412, history intact")
    func race() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let name = "tabs.indicator"
        let etag = try #require(try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer).header("ETag"))
        let first = try retitled(name, "First writer"), second = try retitled(name, "Second writer")
        async let a = server.request("PUT", "/api/specs/\(name)", token: tokens.editor, body: first, headers: ["If-Match": etag])
        async let b = server.request("PUT", "/api/specs/\(name)", token: tokens.admin, body: second, headers: ["If-Match": etag])
        let statuses = try await [a.status, b.status].sorted()
        #expect(statuses == [200, 412])

        let entries = try #require(try await server.request("GET", "/api/specs/\(name)/history", token: tokens.viewer).json as? [[String: Any]])
        #expect(entries.map { $0["revision"] as? Int } == [1, 2])
        let stored = try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer)
        #expect(stored.header("ETag") == "\"2\"")
        let title = (stored.json as? [String: Any])?["title"] as? String
        #expect(title == (entries[1]["author"] as? String == "eddie" ? "First writer" : "Second writer"))
    }

    /// The server answers repeated reads from memory; a change to the file by anyone
    /// (here the CLI, another process) must show on the very next read.
    @Test("Repeated reads follow every change to the catalog file, whoever makes it")
    func readsFollowOtherWriters() async throws {
        let tokens = try seededCatalog()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let name = "tabs.indicator"
        func title() async throws -> (String?, String?) {
            let read = try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer)
            return ((read.json as? [String: Any])?["title"] as? String, read.header("ETag"))
        }
        func firstListed(_ query: String) async throws -> String? {
            let page = try await server.request("GET", "/api/specs?\(query)", token: tokens.viewer)
            return (((page.json as? [String: Any])?["specs"] as? [[String: Any]])?.first?["title"] as? String)
        }
        let before = try await title()
        #expect(try await title() == before && before.1 == "\"1\"")
        #expect(try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer, headers: ["If-None-Match": "\"1\""]).status == 304)
        #expect(try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer, headers: ["If-None-Match": "\"7\", W/\"1\""]).status == 304, "a list, compared weakly")
        #expect(try await firstListed("search=indicator") == before.0)

        try retitled(name, "Changed beside the server").write(to: directory.url.appendingPathComponent("changed.yaml"))
        #expect(try herocat("add", "--replace", "--db", "c.sqlite", "changed.yaml").status == 0)
        #expect(try await title() == ("Changed beside the server", "\"2\""))
        #expect(try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer, headers: ["If-None-Match": "\"1\""]).status == 200)
        #expect(try await firstListed("search=indicator") == "Changed beside the server")

        #expect(try herocat("remove", "--db", "c.sqlite", name).status == 0)
        #expect(try await server.request("GET", "/api/specs/\(name)", token: tokens.viewer).status == 404)
    }

    @Test("List pages with a cursor and filters; export, validate and rules answer; --public-read opens reads only")
    func readsAndPublicRead() async throws {
        let tokens = try seededCatalog()
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url, publicRead: true)
        var names: [String] = []
        var cursor: String? = ""
        while let next = cursor {
            let page = try await server.request("GET", "/api/specs?limit=5" + (next.isEmpty ? "" : "&cursor=\(next)"))
            let object = try #require(page.json as? [String: Any])
            names += (object["specs"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            cursor = object["nextCursor"] as? String
        }
        #expect(names.count == 14 && names == names.sorted())
        let listed = try herocat("list", "--db", "c.sqlite", "--json").stdout
        let listedNames = (try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == listedNames)

        let searched = try await server.request("GET", "/api/specs?search=mini&pattern=expand")
        #expect(((searched.json as? [String: Any])?["specs"] as? [[String: Any]])?.first?["name"] as? String == "music.mini-player")
        #expect(try await server.request("GET", "/api/specs?pattern=nope").code == "bad_request")
        #expect(try await server.request("GET", "/api/specs?limit=0").status == 400)

        let exported = try await server.request("GET", "/api/specs/tabs.indicator/export?format=swift")
        let exportedByCLI = try herocat("export", "tabs.indicator", "--db", "c.sqlite", "--format", "swift").stdout
        #expect(exported.status == 200 && exported.body == exportedByCLI)
        #expect(try await server.request("GET", "/api/specs/tabs.indicator/export?format=gif").code == "unknown_format")

        let validated = try await server.request("POST", "/api/validate", body: try seed("photos.push-across-navigation"))
        #expect((validated.json as? [String: Any])?["worst"] as? String == "error")
        let rules = try await server.request("GET", "/api/rules")
        let rulesByCLI = try herocat("rules", "--json").stdout
        #expect(rules.body == rulesByCLI)

        #expect(try await server.request("PUT", "/api/specs/tabs.indicator", body: try seed("tabs.indicator")).status == 401)
        #expect(try await server.request("GET", "/api/specs", token: "hc_bad").status == 401)
        #expect(try await server.request("GET", "/api/specs", token: tokens.viewer).status == 200)
    }

    @Test("Every response carries a Content-Security-Policy; requests are logged on stderr; SIGTERM stops it cleanly")
    func headersLogAndShutdown() async throws {
        _ = try seededCatalog()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let health = try await server.request("GET", "/healthz")
        #expect(health.header("Content-Security-Policy")?.contains("default-src 'none'") == true)
        #expect(try await server.request("GET", "/api/specs").header("Content-Security-Policy") != nil)
        #expect(server.stop() == 0)
        let log = try server.stderr()
        #expect(log.contains("GET /healthz 200") && log.contains("GET /api/specs 401"))
    }

    @Test("serve refuses a missing catalog (exit 4) and a bad port (exit 2)")
    func startupErrors() throws {
        #expect(try herocat("serve", "--db", "missing.sqlite", "--port", "0").status == 4)
        #expect(try herocat("serve", "--port", "70000").status == 2)
    }
}

/// The OpenAPI document against real responses: each response body validated by
/// python3's jsonschema (Draft 2020-12, OpenAPI 3.1's dialect) with the schema the
/// document gives it.
@Suite("herocat serve: OpenAPI", .needsServer, .waitsOnProcesses)
struct OpenAPITests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    @Test("/openapi.json is OpenAPI 3.1 and its schemas accept real responses of every shape")
    func schemasMatchResponses() async throws {
        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let token = try HerocatProcess.run(["token", "create", "--db", "c.sqlite", "--name", "ed", "--role", "admin"], in: directory.url).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let document = try await server.request("GET", "/openapi.json")
        #expect((document.json as? [String: Any])?["openapi"] as? String == "3.1.0")

        let seed = try Data(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"))
        let samples: [(schema: String, body: String)] = [
            ("Page", try await server.request("GET", "/api/specs?limit=3", token: token).body),
            ("Spec", try await server.request("GET", "/api/specs/tabs.indicator", token: token).body),
            ("WriteResult", try await server.request("PUT", "/api/specs/tabs.indicator", token: token, body: seed).body),
            ("Error", try await server.request("PUT", "/api/specs/tabs.indicator", token: token, body: seed, headers: ["If-Match": "\"9\""]).body),
            ("Error", try await server.request("PUT", "/api/specs/photos.push-across-navigation", token: token,
                                               body: try Data(contentsOf: HerocatProcess.seeds.appendingPathComponent("photos.push-across-navigation.yaml"))).body),
            ("Error", try await server.request("GET", "/api/specs").body),
            ("Error", try await server.request("PATCH", "/api/specs").body),
        ]
        var spec = try #require(try JSONSerialization.jsonObject(with: Data(samples[1].body.utf8)) as? [String: Any])
        spec["name"] = "tabs.batched"
        let batch = String(decoding: try JSONSerialization.data(withJSONObject: ["specs": [spec]]), as: UTF8.self)
        let batchSamples: [(schema: String, body: String)] = [
            ("Batch", batch),
            ("BatchResult", try await server.request("POST", "/api/batch", token: token, body: Data(batch.utf8)).body),
            ("Error", try await server.request("POST", "/api/batch", token: token, body: Data(batch.utf8)).body),
        ]
        let history = try await server.request("GET", "/api/specs/tabs.indicator/history", token: token).body
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [Any])
        let all = samples + batchSamples + entries.map { ("HistoryEntry", String(decoding: try! JSONSerialization.data(withJSONObject: $0), as: UTF8.self)) }

        let input = directory.url.appendingPathComponent("samples.json")
        let payload: [String: Any] = ["document": document.json as Any, "samples": all.map { ["schema": $0.schema, "body": $0.body] }]
        try JSONSerialization.data(withJSONObject: payload).write(to: input)
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", """
        import json, sys
        try:
            from jsonschema import Draft202012Validator
        except ImportError:
            sys.exit("python3's jsonschema is missing: pip install jsonschema")
        data = json.load(open(sys.argv[1]))
        document = data["document"]
        failures = 0
        for sample in data["samples"]:
            schema = dict(document, **{"$ref": "#/components/schemas/" + sample["schema"]})
            for error in Draft202012Validator(schema).iter_errors(json.loads(sample["body"])):
                failures += 1
                print(sample["schema"], error.message)
        print(len(data["samples"]), "samples checked")
        sys.exit(1 if failures else 0)
        """, input.path]
        let output = Pipe()
        python.standardOutput = output
        python.standardError = output
        try python.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(python.terminationStatus == 0, "\(text)")
        #expect(text.contains("\(all.count) samples checked"), "\(text)")
    }
}

/// schemathesis (PyPI) generates requests from /openapi.json, sends them to a real server
/// and checks every response against the document: statuses, content types, headers,
/// bodies against their schemas, no server errors, 405 with `Allow` for undeclared methods.
/// Bounded by examples, not time: 5 per operation in every phase (with a time budget, fuzzing
/// and the stateful phase repeat until it is spent, and on a loaded machine the budget ran out
/// before the 405 probes), from a fixed seed so a CI run repeats the last one; explore with
/// another `--seed` or `--max-time` by hand. Every check runs but where
/// `configuration` says why not: per operation, the statuses a schema-valid request may
/// still get, the checks left off, and the one read a removed spec keeps on purpose.
@Suite("herocat serve: schemathesis", .needsServer, .waitsOnProcesses)
struct SchemathesisTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    static let configuration = """
        # 409: a taken name; 412: a well-formed If-Match for another revision; 422: error findings,
        # refused unless forced. The spec schema carries the parser's own types, ranges and shapes,
        # and `hooks` the rules no JSON Schema can state, yet 400 still comes, for gaps not closed:
        # a JSON string escaping a lone surrogate (the YAML reader refuses it). Whatever breaks
        # the schema is refused (negative_data_rejection runs).
        [[operations]]
        include-name = ["PUT /api/specs/{name}", "POST /api/specs", "POST /api/batch"]
        checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "412", "422"]

        # Every body gets its findings, by design: an unreadable document is an invalid_spec finding.
        [[operations]]
        include-name = "POST /api/validate"
        checks.negative_data_rejection.enabled = false

        # 412: an If-Match for another revision.
        [[operations]]
        include-name = "DELETE /api/specs/{name}"
        checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "412"]

        # 400: a cursor this server did not give.
        [[operations]]
        include-name = "GET /api/specs"
        checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403"]

        # load and dump with --remote: 400 for files that are not specs (load) or two that name
        # one spec; 412 for a conflict, or a file sent by a digest that is not its base's
        # (the client asks for the bases first); 422: error findings, refused unless forced.
        [[operations]]
        include-name = ["POST /api/sync/{directory}/load", "POST /api/sync/{directory}/dump"]
        checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "412", "422"]

        # A removed spec keeps its history and the diffs of its revisions, on purpose: reading
        # them after a DELETE is no use after free.
        [[operations]]
        include-name = ["GET /api/specs/{name}/history", "GET /api/specs/{name}/diff"]
        checks.use_after_free.enabled = false

        # The coverage phase probes every boundary and wrong value of the spec body once, on
        # PUT /api/specs/{name}: creating (POST /api/specs) and a batch read the same body with
        # the same parser, and probing it three times was 2,500 of the phase's 4,300 requests.
        # Examples, fuzzing and the stateful phase still send them theirs.
        [[operations]]
        include-name = ["POST /api/specs", "POST /api/batch"]
        phases.coverage.enabled = false

        """

    /// What a JSON Schema cannot state, applied to every generated request: the parser's
    /// rules that relate two values (the two states differ, element ids differ, a PUT's spec
    /// is named as its URL, an element settles within 60 s: delay at most 55 s, the example
    /// animations settle within 2), the animation and font grammars (the schema's examples
    /// stand for them: a string outside them is replaced), and a quoted If-Match (schemathesis
    /// makes header values of letters and digits only), and text that is Unicode (JSON can
    /// escape a lone surrogate, which no UTF-8 reader takes). A value of the wrong type is left
    /// as it is, so a request meant to break the schema still breaks it.
    static let hooks = """
        import schemathesis

        ANIMATIONS = ["smooth", "spring(duration: 0.5, bounce: 0.2)", "easeInOut(duration: 0.3).delay(0.1)"]
        FONTS = ["body", "title2.bold()", "system(size: 17, weight: .semibold)"]

        def unicode(value):
            if isinstance(value, str):
                return value.encode("utf-8", "replace").decode("utf-8")
            if isinstance(value, list):
                return [unicode(item) for item in value]
            if isinstance(value, dict):
                return {unicode(key): unicode(item) for key, item in value.items()}
            return value

        def expression(holder, key, allowed):
            if isinstance(holder, dict) and isinstance(holder.get(key), str) and holder[key] not in allowed:
                holder[key] = allowed[0]

        def conform(spec, name=None):
            if not isinstance(spec, dict):
                return spec
            expression(spec, "animation", ANIMATIONS)
            if isinstance(spec.get("from"), str) and spec.get("to") == spec["from"]:
                spec["to"] = spec["from"] + "_2"
            elements = spec.get("elements")
            if isinstance(elements, list):
                seen = set()
                for index, element in enumerate(elements):
                    expression(element, "animation", ANIMATIONS)
                    if isinstance(element, dict):
                        if isinstance(element.get("delay"), (int, float)) and element["delay"] > 55:
                            element["delay"] = 55
                        expression(element.get("from"), "font", FONTS)
                        expression(element.get("to"), "font", FONTS)
                    if isinstance(element, dict) and isinstance(element.get("id"), str):
                        if element["id"] in seen:
                            element["id"] = "%s %d" % (element["id"], index)
                        seen.add(element["id"])
            if name is not None and isinstance(spec.get("name"), str):
                spec["name"] = name
            return spec

        @schemathesis.hook
        def map_case(context, case):
            headers = case.headers or {}
            for key in list(headers):
                if key.lower() == "if-match" and isinstance(headers[key], str) and not headers[key].startswith('"'):
                    headers[key] = '"1"'
            body = case.body = unicode(case.body)
            if isinstance(body, dict) and isinstance(body.get("specs"), list):
                body["specs"] = [conform(spec) for spec in body["specs"]]
            elif isinstance(body, dict):
                name = (case.path_parameters or {}).get("name") if case.method.upper() == "PUT" else None
                case.body = conform(body, name if isinstance(name, str) else None)
            return case
        """

    @Test("Every API response matches the OpenAPI document")
    func responsesMatchTheDocument() throws {
        let schemathesis = try #require(Tool.find("st"), "schemathesis is not on PATH: install it (`pip install schemathesis`; .ci/run does)")
        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let token = try HerocatProcess.run(["token", "create", "--db", "c.sqlite", "--name", "ada", "--role", "admin"], in: directory.url).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // Its negative checks send bad tokens by the thousand: the failed-token limit would
        // answer 429 to everything after the tenth.
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--failed-tokens", "1000000"])
        let configuration = directory.url.appendingPathComponent("schemathesis.toml")
        try Data(Self.configuration.utf8).write(to: configuration)
        let hooks = directory.url.appendingPathComponent("hooks.py")
        try Data(Self.hooks.utf8).write(to: hooks)
        // schemathesis keeps a cache in its working directory: the test's, not the repository.
        let run = try Tool.run(schemathesis, in: directory.url, environment: ["SCHEMATHESIS_HOOKS": hooks.path], [
            "--config-file", configuration.path,
            "run", server.base.appendingPathComponent("openapi.json").absoluteString, "--header", "Authorization: Bearer \(token)",
            "--max-examples", "5", "--request-timeout", "10", "--seed", "20261123",
        ])
        #expect(run.status == 0, "\(run.stdout.suffix(6000))\n\(run.stderr.suffix(2000))")
        #expect(run.stdout.contains(" passed"), "\(run.stdout.suffix(2000))")
        #expect(!run.stdout.contains("Rate limited"), "\(run.stdout.suffix(2000))")
        #expect(server.stop() == 0)
        // The undeclared-method probes ran and got their 405s.
        let log = try server.stderr()
        #expect(log.contains(" 405 "), "no request was answered 405: \(log.suffix(1500))")
        #expect(log.split(separator: "\n").filter { $0.hasPrefix("herocat: GET ") }.allSatisfy { $0.contains("ms id=") }, "every request line names its id")
    }
}

/// The web catalog over HTTP, markup-level (BrowserCatalogTests drives it in Chromium).
@Suite("herocat serve: web pages", .needsServer, .waitsOnProcesses)
struct WebPageTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// `<script>` elements of code without a `src`: inline code the policy would have to
    /// allow (the player's data, `type="application/json"`, is not code).
    static func inlineScripts(_ html: String) -> Int {
        html.components(separatedBy: "<script").dropFirst().filter { !$0.hasPrefix(" src=") && !$0.hasPrefix(" type=\"application/json\"") }.count
    }

    @Test("Gallery searches and filters, the spec page shows player, findings, exports and history, spec text stays escaped, pages and posters answer 304 to their ETag")
    func pages() async throws {
        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let hostile = HerocatProcess.fixtures.appendingPathComponent("valid/hostile-text.yaml").path
        #expect(try HerocatProcess.run(["add", "--force", "--db", "c.sqlite", hostile], in: directory.url).status == 0)
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url, publicRead: true)

        let gallery = try await server.request("GET", "/?search=mini&pattern=expand")
        #expect(gallery.status == 200 && gallery.header("Content-Type")?.hasPrefix("text/html") == true)
        #expect(gallery.body.contains("href=\"/specs/music.mini-player\"") && !gallery.body.contains("tabs.indicator"))
        #expect(gallery.body.contains("href=\"/specs/new\""), "the gallery offers a new spec")
        let policy = try #require(gallery.header("Content-Security-Policy"))
        #expect(policy.split(separator: ";").contains { $0.trimmingCharacters(in: .whitespaces) == "script-src 'self'" }, "no inline script outside the player: \(policy)")
        #expect(policy.contains("frame-ancestors 'none'") && gallery.header("Referrer-Policy") == "same-origin" && gallery.header("X-Content-Type-Options") == "nosniff", "\(policy)")
        #expect(Self.inlineScripts(gallery.body) == 0)

        let all = try await server.request("GET", "/")
        #expect(all.body.contains("Hostile &quot;title&quot;") && !all.body.contains("</script><!--"))

        let page = try await server.request("GET", "/specs/demo.hostile-text")
        #expect(page.status == 200 && Self.inlineScripts(page.body) == 0)
        #expect(!page.body.contains("</script><!--") && page.body.contains("&lt;/script&gt;&lt;!--"))
        #expect(page.body.contains("<svg") && page.body.contains(">Findings (") && page.body.contains(">History</h2>"))
        for format in ["swift", "timeline", "tsx"] {
            #expect(page.body.contains("<button class=\"copy\" type=\"button\" data-copy-url=\"/api/specs/demo.hostile-text/export?format=\(format)\""))
        }
        #expect(page.body.contains("<section data-player") && page.body.contains("<script src=\"/assets/player.js\" defer>"))
        #expect(page.body.components(separatedBy: "<h1>").count == 2, "one title")
        // Rendered once per catalog version; the same bytes answer 304 to their tag.
        let tag = try #require(page.header("ETag"))
        let again = try await server.request("GET", "/specs/demo.hostile-text", headers: ["If-None-Match": tag])
        #expect(again.status == 304 && again.body.isEmpty && again.header("ETag") == tag)
        let poster = try await server.request("GET", "/specs/music.mini-player/poster.svg")
        #expect(poster.status == 200 && poster.header("Content-Type")?.hasPrefix("image/svg+xml") == true && poster.body.hasPrefix("<svg"))
        let posterTag = try #require(poster.header("ETag"))
        #expect(try await server.request("GET", "/specs/music.mini-player/poster.svg", headers: ["If-None-Match": posterTag]).status == 304)
        let diff = try await server.request("GET", "/specs/demo.hostile-text/diff?from=0&to=1")
        #expect(diff.status == 200 && diff.body.contains("<span class=\"add\">+name: demo.hostile-text</span>"))
        #expect(try await server.request("GET", "/specs/demo.hostile-text/diff?from=x").status == 400)
        let player = try await server.request("GET", "/assets/player.js")
        #expect(player.status == 200 && player.header("Content-Type")?.hasPrefix("text/javascript") == true && player.body.contains("herocat-timeline"))
        let script = try await server.request("GET", "/assets/catalog.js")
        #expect(script.status == 200 && script.header("Content-Type")?.hasPrefix("text/javascript") == true && script.body.contains("clipboard"))
        let rules = try await server.request("GET", "/rules")
        #expect(rules.body.contains("<section class=\"panel\" id=\"navigation_push\">"))

        let standalone = try await server.request("GET", "/specs/music.mini-player/player")
        #expect(standalone.status == 200 && standalone.body.contains("<script"))
        // Its one executable script is allowed by its hash: no other inline script would run.
        let playerPolicy = try #require(standalone.header("Content-Security-Policy"))
        let scriptSource = try #require(playerPolicy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("script-src ") })
        let inline = try #require(standalone.body.components(separatedBy: "<script>").dropFirst().first?.components(separatedBy: "</script>").first)
        let digest = try Tool.run(try Tool.require(Tool.python3), ["-c", "import base64, hashlib, sys; print(base64.b64encode(hashlib.sha256(sys.argv[1].encode()).digest()).decode())", inline])
        #expect(scriptSource == "script-src 'sha256-\(digest.stdout)'", "\(playerPolicy)")
        #expect(playerPolicy.contains("frame-ancestors 'self'") && standalone.header("X-Content-Type-Options") == "nosniff")
        #expect(try await server.request("GET", "/specs/no.such-spec").status == 404)
    }
}
