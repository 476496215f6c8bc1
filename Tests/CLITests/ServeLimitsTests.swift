import Foundation
import Testing
import TestThreads

/// Slow clients against the built `herocat serve`, over real sockets: each deadline is a
/// total that trickling bytes does not extend, and while slow clients hold connections
/// /healthz still answers at once, below --max-connections and past it (a newcomer takes
/// the place of the slowest), also at the process's open-file limit.
@Suite("herocat serve: connection limits", .needsServer, .waitsOnProcesses)
struct ServeLimitsTests {
    let directory: TemporaryDirectory
    init() throws {
        directory = try TemporaryDirectory()
        #expect(try HerocatProcess.run(["init", "--db", "c.sqlite"], in: directory.url).status == 0)
    }

    /// Opens COUNT connections that send a request head one byte every 0.2 s (never
    /// finishing it), asks GET /healthz on a new connection 0.3 s later, and prints, as
    /// JSON, how long each trickler stayed open and how long /healthz took and answered.
    static let tricklers = """
        import json, select, socket, sys, time
        port, count, limit = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
        start = time.monotonic()
        head = b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nX-Slow: " + b"a" * 100000
        open_ = []
        for _ in range(count):
            s = socket.create_connection(("127.0.0.1", port))
            s.setblocking(False)
            open_.append([s, time.monotonic(), 0])
        closed, health, probe, answer, trickle = [], None, None, b"", 0.0
        while time.monotonic() - start < limit and (health is None or open_):
            now = time.monotonic()
            if probe is None and now - start > 0.3:
                probe_start = now
                probe = socket.create_connection(("127.0.0.1", port))
                probe.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n")
                probe.setblocking(False)
            if now >= trickle:
                for entry in list(open_):
                    try:
                        entry[0].send(head[entry[2]:entry[2] + 1])
                        entry[2] += 1
                    except OSError:
                        open_.remove(entry)
                        closed.append(now - entry[1])
                trickle = now + 0.2
            watched = [entry[0] for entry in open_] + ([probe] if probe is not None and health is None else [])
            for s in select.select(watched, [], [], 0.05)[0]:
                try:
                    data = s.recv(65536)
                except OSError:
                    data = b""
                if s is probe:
                    answer += data
                    if not data:
                        health = [answer.split(b"\\r\\n")[0].decode(), time.monotonic() - probe_start]
                elif not data:
                    entry = next(e for e in open_ if e[0] is s)
                    open_.remove(entry)
                    closed.append(time.monotonic() - entry[1])
        print(json.dumps({"closed": sorted(closed), "still_open": len(open_), "health": health}))
        """

    func trickle(_ server: ServerProcess, count: Int, for seconds: Double) throws -> (closed: [Double], stillOpen: Int, health: (status: String, seconds: Double)?) {
        let python = try Tool.require(Tool.python3)
        let run = try Tool.run(python, ["-c", Self.tricklers, String(server.port), String(count), String(seconds)])
        try #require(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let health = (json["health"] as? [Any]).map { (status: $0[0] as! String, seconds: ($0[1] as! NSNumber).doubleValue) }
        return ((json["closed"] as! [NSNumber]).map(\.doubleValue), (json["still_open"] as! NSNumber).intValue, health)
    }

    @Test("Connections trickling a request head are closed at the header deadline, not kept alive by each byte; /healthz answers meanwhile")
    func tricklersClosedAtDeadline() throws {
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--header-timeout", "1.5"])
        let outcome = try trickle(server, count: 50, for: 8)
        #expect(outcome.health?.status == "HTTP/1.1 200 OK", "\(String(describing: outcome.health))")
        #expect((outcome.health?.seconds ?? 99) < 1, "/healthz waited behind slow clients: \(String(describing: outcome.health))")
        #expect(outcome.stillOpen == 0 && outcome.closed.count == 50)
        // Each sent a byte every 0.2 s: a deadline reset by bytes would never have passed.
        #expect(outcome.closed.allSatisfy { (1.3...3).contains($0) }, "\(outcome.closed)")
    }

    @Test("Past --max-connections, each newcomer takes the place of the slowest client: /healthz answers at once")
    func maximumConnections() throws {
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--header-timeout", "1.5", "--max-connections", "20"])
        let outcome = try trickle(server, count: 30, for: 10)
        #expect(outcome.health?.status == "HTTP/1.1 200 OK", "\(String(describing: outcome.health))")
        #expect((outcome.health?.seconds ?? 99) < 1, "\(String(describing: outcome.health))")
        #expect(outcome.stillOpen == 0 && outcome.closed.count == 30, "\(outcome)")
        // The 10 tricklers past the limit, then /healthz, each closed the one waiting longest,
        // at once; the other 19 were closed at the header deadline.
        #expect(outcome.closed.prefix(11).allSatisfy { $0 < 1 } && outcome.closed.suffix(19).allSatisfy { (1.3...3).contains($0) }, "\(outcome.closed)")
    }

    /// One kept-alive request, then (idle) nothing; or a head whose body trickles in.
    static let keptAlive = """
        import socket, sys, time
        port, mode = int(sys.argv[1]), sys.argv[2]
        s = socket.create_connection(("127.0.0.1", port))
        if mode == "idle":
            s.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n")
            assert s.recv(65536).startswith(b"HTTP/1.1 200")
        else:
            s.sendall(b"POST /api/validate HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 1000\\r\\n\\r\\n")
        start = time.monotonic()
        s.settimeout(0.2)
        while time.monotonic() - start < 10:
            if mode == "body":
                try:
                    s.send(b"a")
                except OSError:
                    break
            try:
                if s.recv(65536) == b"":
                    break
            except socket.timeout:
                pass
            except OSError:
                break
        print(round(time.monotonic() - start, 2))
        """

    @Test("A kept-alive connection is closed after --idle-timeout; a body trickled in is cut at --body-timeout")
    func idleAndBodyTimeouts() throws {
        let python = try Tool.require(Tool.python3)
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--idle-timeout", "1", "--body-timeout", "1.5", "--public-read"])
        let idle = try Tool.run(python, ["-c", Self.keptAlive, String(server.port), "idle"])
        #expect(idle.status == 0 && (0.8...2.5).contains(Double(idle.stdout) ?? 99), "\(idle.stdout)\(idle.stderr)")
        let body = try Tool.run(python, ["-c", Self.keptAlive, String(server.port), "body"])
        #expect(body.status == 0 && (1.3...3).contains(Double(body.stdout) ?? 99), "\(body.stdout)\(body.stderr)")
    }

    /// The attack as the issue met it (Benchmarks/slow-clients.py: 300 clients trickling
    /// request heads and reconnecting when closed, /healthz asked every 0.25 s), for 3 s.
    @Test("With 256 open files, 300 clients trickling request heads (reconnecting when closed) never keep /healthz waiting")
    func slowClientsAtTheOpenFileLimit() throws {
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, openFiles: 256)
        #expect(try server.stderr().contains("at most 192 connections at once, to fit the open-file limit of 256 (ulimit -n)"))
        let python = try Tool.require(Tool.python3)
        let script = HerocatProcess.repository.appendingPathComponent("Benchmarks/slow-clients.py").path
        let run = try Tool.run(python, [script, String(server.port), "300", "3", "6"])
        try #require(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let probes = try #require(json["probes"] as? [[Any]])
        #expect(probes.count >= 8, "\(probes)")
        // Each probe took the place of the slow client that had waited longest: answered at once.
        // Within 5 s: a starved probe would wait for a place to free up, at the first trickler's
        // 10 s header timeout (7 s or more for a probe sent in the attack's 3 s), and the probes
        // stop waiting at 6 s; on two cores under the whole suite's load answers took up to 2.4 s.
        #expect(probes.allSatisfy { $0[0] as? String == "HTTP/1.1 200 OK" && (($0[1] as? NSNumber)?.doubleValue ?? 99) < 5 }, "\(probes)")
        // 300 tricklers on 192 places: the longest-waiting were closed as others came.
        #expect(((json["closed"] as? NSNumber)?.intValue ?? 0) >= 300 - 192, "\(json)")
        #expect(server.process.isRunning)
        #expect(server.stop() == 0)
    }

    @Test("A --max-connections that the open-file limit cannot hold is refused at start, in one line")
    func maxConnectionsBeyondOpenFiles() throws {
        let refused = try HerocatProcess.run(["serve", "--db", "c.sqlite", "--port", "0", "--max-connections", "500"], in: directory.url, openFiles: 256)
        #expect(refused.status == 2)
        #expect(refused.stderr == "herocat: error: --max-connections 500 does not fit the open-file limit of 256 (ulimit -n), which leaves room for 192 connections; raise the limit or lower --max-connections\n", "\(refused.stderr)")
    }
}
