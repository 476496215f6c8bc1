import Foundation
import Testing
import TestThreads

/// SIGTERM while a write is in flight: the server stops taking connections, lets the
/// request finish (its spec stored whole, in one transaction) and exits 0; /healthz says
/// 503 meanwhile; a request that does not finish holds the exit no longer than --drain.
@Suite("herocat serve: graceful shutdown", .needsServer, .waitsOnProcesses)
struct ServeShutdownTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// Sends a PUT's headers and half its body, says "sent", waits for a line on stdin,
    /// sends the rest and prints the status line of the response.
    static let slowClient = """
        import socket, sys
        port, token, name, body = int(sys.argv[1]), sys.argv[2], sys.argv[3], open(sys.argv[4], "rb").read()
        connection = socket.create_connection(("127.0.0.1", port))
        head = "PUT /api/specs/%s HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nAuthorization: Bearer %s\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n" % (name, token, len(body))
        connection.sendall(head.encode() + body[: len(body) // 2])
        print("sent", flush=True)
        sys.stdin.readline()
        connection.sendall(body[len(body) // 2 :])
        response = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            response += chunk
        print(response.split(b"\\r\\n")[0].decode(), flush=True)
        """

    @Test("A request in flight on SIGTERM completes; the server then exits 0 and refuses new connections")
    func inFlightRequestFinishes() throws {
        let python = try Tool.require(Tool.python3)
        let (server, client, input, reader, _) = try startClient(Self.slowClient, until: "sent\n")
        // Time for the server to read the head and start the handler (an unread connection is idle, and closed).
        Thread.sleep(forTimeInterval: 0.5)
        kill(server.process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(server.process.isRunning, "the server quit with a request in flight")
        let newcomer = try Tool.run(python, ["-c", "import socket; socket.create_connection(('127.0.0.1', \(server.port)), timeout=5)"])
        #expect(newcomer.status != 0 && newcomer.stderr.contains("ConnectionRefusedError"), "a new connection was accepted while shutting down")
        input.fileHandleForWriting.write(Data("go\n".utf8))
        let response = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        client.waitUntilExit()
        #expect(response.contains("HTTP/1.1 201 Created"), "\(response)")
        #expect(server.stop() == 0)

        let history = try HerocatProcess.run(["history", "tabs.late", "--db", "c.sqlite"], in: directory.url)
        #expect(history.status == 0 && history.stdout.contains("eddie  add"), "\(history.stdout)\(history.stderr)")
        #expect(try HerocatProcess.run(["show", "tabs.late", "--db", "c.sqlite"], in: directory.url).status == 0)
    }

    /// A half-sent PUT (as in slowClient, never finished) and a kept-alive connection that
    /// has asked /healthz once and sent the first line of a second request. Says "ready",
    /// waits for a line on stdin (sent after SIGTERM), finishes the second /healthz and
    /// prints its status line and Connection header, then prints what the PUT got once the
    /// server closes it.
    static let drainClient = """
        import socket, sys
        port, token, name, body = int(sys.argv[1]), sys.argv[2], sys.argv[3], open(sys.argv[4], "rb").read()
        put = socket.create_connection(("127.0.0.1", port))
        head = "PUT /api/specs/%s HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nAuthorization: Bearer %s\\r\\nContent-Length: %d\\r\\n\\r\\n" % (name, token, len(body))
        put.sendall(head.encode() + body[: len(body) // 2])
        health = socket.create_connection(("127.0.0.1", port))
        health.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n")
        print(health.recv(65536).split(b"\\r\\n")[0].decode(), flush=True)
        health.sendall(b"GET /healthz HTTP/1.1\\r\\n")
        print("ready", flush=True)
        sys.stdin.readline()
        health.sendall(b"Host: x\\r\\n\\r\\n")
        lines = health.recv(65536).split(b"\\r\\n")
        print(lines[0].decode(), flush=True)
        print([line.decode() for line in lines if line.lower().startswith(b"connection:")], flush=True)
        answer = b""
        while True:
            chunk = put.recv(65536)
            if not chunk:
                break
            answer += chunk
        print("put got: %r" % answer[:40], flush=True)
        """

    @Test("/healthz turns 503 on SIGTERM; a half-sent PUT holds the exit only until --drain, then its connection is closed")
    func drainDeadline() throws {
        let (server, client, input, reader, said) = try startClient(Self.drainClient, until: "ready\n", serverArguments: ["--drain", "2"])
        #expect(String(decoding: said, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\n"))

        Thread.sleep(forTimeInterval: 0.3)
        let signalled = Date()
        kill(server.process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.3)
        input.fileHandleForWriting.write(Data("go\n".utf8))
        let lines = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        client.waitUntilExit()
        server.process.waitUntilExit()
        let took = Date().timeIntervalSince(signalled)

        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "HTTP/1.1 503 Service Unavailable", "\(lines)")
        #expect(lines.dropFirst().first?.lowercased() == "['connection: close']", "\(lines)")
        #expect(lines.last?.contains("201") == false, "\(lines)")
        #expect(took >= 1.7 && took < 5, "exited \(took) s after SIGTERM with --drain 2")
        #expect(server.process.terminationStatus == 0, "\((try? server.stderr()) ?? "")")
        #expect(try HerocatProcess.run(["show", "tabs.late", "--db", "c.sqlite"], in: directory.url).status != 0, "the half-sent spec was stored")
    }

    /// A seeded catalog with an editor's token, a server on it, and `script` run as the
    /// client (port, token, "tabs.late" and a spec file by that name as its arguments),
    /// read until it prints `until`.
    func startClient(_ script: String, until: String, serverArguments: [String] = []) throws -> (ServerProcess, Process, Pipe, FileHandle, Data) {
        let python = try Tool.require(Tool.python3)
        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let token = try HerocatProcess.run(["token", "create", "--db", "c.sqlite", "--name", "eddie", "--role", "editor"], in: directory.url).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let seed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        let body = directory.url.appendingPathComponent("late.yaml")
        try Data(seed.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.late").utf8).write(to: body)
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: serverArguments)

        let client = Process()
        client.executableURL = python
        client.arguments = ["-c", script, String(server.port), token, "tabs.late", body.path]
        let input = Pipe(), output = Pipe()
        client.standardInput = input
        client.standardOutput = output
        try client.run()
        let reader = output.fileHandleForReading
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains(until) {
            let chunk = reader.availableData
            try #require(!chunk.isEmpty, "the client stopped before printing \(until)")
            said += chunk
        }
        return (server, client, input, reader, said)
    }
}
