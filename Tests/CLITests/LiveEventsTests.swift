import Foundation
import Testing
import TestThreads

/// `/events` on a real server, read by a raw client (python3) as an EventSource reads it.
@Suite("herocat serve: live events", .needsServer, .waitsOnProcesses)
struct LiveEventsTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// Opens two event streams with the token; prints `open` once both are, `change` at the
    /// first change event, and `closed` once the server has ended both.
    static let client = """
        import socket, sys
        port, token = int(sys.argv[1]), sys.argv[2]
        streams = []
        for _ in range(2):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(f"GET /events HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nAuthorization: Bearer {token}\\r\\nAccept: text/event-stream\\r\\n\\r\\n".encode())
            seen = b""
            while b"retry:" not in seen:
                seen += s.recv(4096)
            streams.append(s)
        print("open", flush=True)
        seen = b""
        while b"event: change" not in seen:
            seen += streams[0].recv(4096)
        print("change", flush=True)
        for s in streams:
            while s.recv(4096):
                pass
        print("closed", flush=True)
        """

    @Test("A change made by the CLI reaches open streams at once; past half of --max-connections, 503; SIGTERM ends the streams without waiting for --drain")
    func changesAndShutdown() async throws {
        let python = try Tool.require(Tool.python3)
        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let token = try HerocatProcess.run(["token", "create", "--db", "c.sqlite", "--name", "vera", "--role", "viewer"], in: directory.url).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--max-connections", "4", "--drain", "10"])

        let client = Process()
        client.executableURL = python
        client.arguments = ["-c", Self.client, String(server.port), token]
        let output = Pipe()
        client.standardOutput = output
        try client.run()
        defer { if client.isRunning { client.terminate() } }
        let reader = output.fileHandleForReading
        var said = ""
        func wait(for word: String) throws {
            while !said.contains(word) {
                let chunk = reader.availableData
                try #require(!chunk.isEmpty, "the client stopped before printing \(word): \(said)")
                said += String(decoding: chunk, as: UTF8.self)
            }
        }
        try wait(for: "open")

        let third = try await server.request("GET", "/events", token: token)
        #expect(third.status == 503 && third.header("Retry-After") == "5", "a third stream with --max-connections 4: \(third.status)")
        #expect(try await server.request("GET", "/api/specs", token: token).status == 200, "requests still get through")

        let file = directory.url.appendingPathComponent("changed.yaml")
        let seed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        try Data(seed.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.live").utf8).write(to: file)
        #expect(try HerocatProcess.run(["add", "--db", "c.sqlite", file.path], in: directory.url).status == 0)
        let written = Date()
        try wait(for: "change")
        let latency = Date().timeIntervalSince(written)
        #expect(latency < 2, "the change arrived \(latency) s after the CLI wrote it")

        let stopping = Date()
        server.process.terminate()
        try wait(for: "closed")
        server.process.waitUntilExit()
        let took = Date().timeIntervalSince(stopping)
        #expect(took < 5, "open streams held the exit \(took) s (--drain 10)")
        #expect(server.process.terminationStatus == 0, "\((try? server.stderr()) ?? "")")
    }
}
