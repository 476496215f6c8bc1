import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import TestThreads
#endif

/// `GET /metrics` of the built `herocat serve`: Prometheus's text format, read back by
/// Prometheus's own Python client (prometheus-client, PyPI), and who may read it.
@Suite("herocat serve: metrics", .needsServer, .waitsOnProcesses)
struct ServeMetricsTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// Parses stdin with prometheus_client (which refuses malformed text) and prints every
    /// sample as JSON: [name, labels, value].
    static let parse = """
        import json, sys
        from prometheus_client.parser import text_string_to_metric_families
        samples = []
        for family in text_string_to_metric_families(sys.stdin.read()):
            for sample in family.samples:
                samples.append([sample.name, sample.labels, sample.value])
        print(json.dumps(samples))
        """

    struct Sample {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    func samples(_ text: String) throws -> [Sample] {
        let python = try Tool.require(Tool.python3)
        let input = directory.url.appendingPathComponent("metrics-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: input)
        let run = try Tool.run(python, ["-c", "import sys; sys.stdin = open(sys.argv[1]); exec(sys.argv[2])", input.path, Self.parse])
        try #require(run.status == 0, "prometheus_client could not read it (pip install prometheus-client; .ci/run does): \(run.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[Any]])
        return rows.map { Sample(name: $0[0] as! String, labels: $0[1] as! [String: String], value: ($0[2] as! NSNumber).doubleValue) }
    }

    /// A port free now (bound and let go), for --metrics-port.
    func freePort() throws -> Int {
        let run = try Tool.run(try Tool.require(Tool.python3), ["-c", "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"])
        return try #require(Int(run.stdout))
    }

    @Test("/metrics: admin token only on the main port; counts by route and status, latency histograms, catalog size; none needed on --metrics-port")
    func metrics() async throws {
        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let listed = try HerocatProcess.run(["list", "--json", "--db", "c.sqlite"], in: directory.url).stdout
        let specs = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [Any]).count
        func token(_ name: String, _ role: String) throws -> String {
            try HerocatProcess.run(["token", "create", "--db", "c.sqlite", "--name", name, "--role", role], in: directory.url).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let admin = try token("ada", "admin"), viewer = try token("vic", "viewer")
        let metricsPort = try freePort()
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--public-read", "--metrics-port", String(metricsPort)])

        for _ in 0..<2 { #expect(try await server.request("GET", "/healthz").status == 200) }
        #expect(try await server.request("GET", "/api/specs/tabs.indicator").status == 200)
        #expect(try await server.request("GET", "/api/specs/no.such-spec").status == 404)
        #expect(try await server.request("GET", "/no/such/page").status == 404)

        #expect(try await server.request("GET", "/metrics").status == 401, "public read does not open /metrics")
        #expect(try await server.request("GET", "/metrics", token: viewer).status == 403)
        let scraped = try await server.request("GET", "/metrics", token: admin)
        #expect(scraped.status == 200 && scraped.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
        let samples = try samples(scraped.body)
        func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
            samples.first { $0.name == name && $0.labels == labels }?.value
        }
        #expect(value("herocat_http_requests_total", ["route": "/healthz", "method": "GET", "status": "200"]) == 2)
        #expect(value("herocat_http_requests_total", ["route": "/api/specs/{name}", "method": "GET", "status": "200"]) == 1)
        #expect(value("herocat_http_requests_total", ["route": "/api/specs/{name}", "method": "GET", "status": "404"]) == 1)
        #expect(value("herocat_http_requests_total", ["route": "NotFound", "method": "GET", "status": "404"]) == 1, "a made-up path is one label, not its own")
        #expect(value("herocat_http_request_duration_seconds_count", ["route": "/healthz", "method": "GET"]) == 2)
        #expect(value("herocat_http_request_duration_seconds_bucket", ["route": "/healthz", "method": "GET", "le": "+Inf"]) == 2)
        #expect(value("herocat_catalog_specs") == Double(specs) && specs > 0)
        #expect((value("herocat_catalog_file_bytes") ?? 0) > 0)
        #expect((value("herocat_http_connections_open") ?? 0) >= 1)
        #expect(value("herocat_http_requests_in_flight") == 1, "the scrape itself")
        #expect(value("herocat_database_readers_max") == 5)

        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(metricsPort)/metrics")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(try self.samples(String(decoding: data, as: UTF8.self)).contains { $0.name == "herocat_http_requests_total" && $0.labels["route"] == "/metrics" })
    }
}
