import Foundation
import TestPostgres
import Testing
import TestThreads

/// The catalog commands on a catalog in PostgreSQL print what they print on a SQLite file.
@Suite("A catalog in PostgreSQL, through the catalog commands", .needsPostgres, .waitsOnProcesses)
struct PostgresCommandTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    @Test("init, add, list, show, history, validate, export, dump and load: as on a SQLite file")
    func sameAsSQLite() async throws {
        let url = try await PostgresServer.shared.newDatabase()
        let missing = try herocat("list", "--db", url)
        #expect(missing.status == 4 && missing.stderr.contains("no catalog at \(url)"), "\(missing.stderr)")
        let created = try herocat("init", "--seed", "--db", url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.hasPrefix("Created catalog \(url) (schema 2)."), "\(created.stdout)")
        #expect(try herocat("init", "--db", url).stdout == "Catalog \(url) is up to date (schema 2).\n")
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)

        var changed = try herocat("show", "music.mini-player", "--db", url).stdout
        changed = changed.replacingOccurrences(of: "title: ", with: "title: Changed ")
        try Data(changed.utf8).write(to: directory.url.appendingPathComponent("changed.yaml"))
        for db in [url, "c.sqlite"] {
            let replaced = try herocat("add", "changed.yaml", "--replace", "--db", db)
            #expect(replaced.status == 0, "\(replaced.stderr)")
            #expect(try herocat("remove", "tabs.indicator", "--db", db).status == 0)
        }
        for command in [["list"], ["list", "--json"], ["list", "--search", "mini player"], ["list", "--tag", "anti-pattern"],
                        ["show", "music.mini-player"], ["validate", "--all"], ["export", "music.mini-player", "--format", "timeline"]] {
            let onPostgres = try HerocatProcess.run(command + ["--db", url], in: directory.url)
            let onFile = try HerocatProcess.run(command + ["--db", "c.sqlite"], in: directory.url)
            #expect(onPostgres.status == onFile.status && onPostgres.stdout == onFile.stdout, "\(command): \(onPostgres.stderr)")
            #expect(!onPostgres.stdout.isEmpty)
        }
        let history = try herocat("history", "music.mini-player", "--db", url)
        #expect(history.status == 0 && history.stdout.contains("replace") && history.stdout.contains("title"), "\(history.stdout)")
        #expect(try herocat("show", "tabs.indicator", "--db", url).status == 4)

        // dump from PostgreSQL, load into a second PostgreSQL catalog and a file: the same specs.
        #expect(try herocat("dump", "specs", "--db", url).status == 0)
        let second = try await PostgresServer.shared.newDatabase()
        #expect(try herocat("init", "--db", second).status == 0)
        let loaded = try herocat("load", "specs", "--force", "--db", second)
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(try herocat("list", "--json", "--db", second).stdout == herocat("list", "--json", "--db", url).stdout)
        #expect(try herocat("check", "--db", second).status == 0)
    }

    @Test("Tokens live in PostgreSQL; backup says to use pg_dump; a bad address is a one-line error, with no password shown")
    func tokensAndErrors() async throws {
        let url = try await PostgresServer.shared.newDatabase()
        #expect(try herocat("init", "--db", url).status == 0)
        let token = try herocat("token", "create", "--name", "ci", "--role", "editor", "--db", url)
        #expect(token.status == 0 && token.stdout.contains("hc_"), "\(token.stderr)")
        #expect(try herocat("token", "list", "--db", url).stdout.contains("ci"))
        let backup = try herocat("backup", "copy.sqlite", "--db", url)
        #expect(backup.status != 0 && backup.stderr.contains("pg_dump"), "\(backup.stderr)")

        let unreachable = try herocat("list", "--db", "postgres://someone:secret@127.0.0.1:1/none?sslmode=disable")
        #expect(unreachable.status != 0)
        #expect(unreachable.stderr.split(separator: "\n").count == 1, "\(unreachable.stderr)")
        #expect(!unreachable.stderr.contains("secret"), "\(unreachable.stderr)")
        let noDatabase = try herocat("list", "--db", "postgres://someone@127.0.0.1/")
        #expect(noDatabase.status != 0 && noDatabase.stderr.contains("names no database"), "\(noDatabase.stderr)")
    }

    @Test("copy SQLite -> PostgreSQL -> SQLite: the same dumps, histories (authors and times), tokens and bases; a non-empty destination is refused")
    func copyBothWays() async throws {
        #expect(try herocat("init", "--seed", "--db", "a.sqlite").status == 0)
        #expect(try herocat("remove", "tabs.indicator", "--db", "a.sqlite").status == 0)
        #expect(try herocat("token", "create", "--name", "ci", "--role", "viewer", "--db", "a.sqlite").status == 0)
        #expect(try herocat("dump", "specs-a", "--db", "a.sqlite").status == 0)
        let url = try await PostgresServer.shared.newDatabase()
        let there = try herocat("copy", url, "--db", "a.sqlite")
        #expect(there.status == 0, "\(there.stderr)")
        #expect(there.stdout.contains("13 specs") && there.stdout.contains("1 token") && there.stdout.contains("13 sync bases"), "\(there.stdout)")
        let back = try herocat("copy", "b.sqlite", "--db", url)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout.hasSuffix(there.stdout.components(separatedBy: ": ").last!), "\(back.stdout)")
        for name in ["music.mini-player", "tabs.indicator"] {
            let original = try herocat("history", name, "--db", "a.sqlite").stdout
            #expect(!original.isEmpty)
            #expect(try herocat("history", name, "--db", url).stdout == original)
            #expect(try herocat("history", name, "--db", "b.sqlite").stdout == original)
        }
        #expect(try herocat("token", "list", "--db", "b.sqlite").stdout == herocat("token", "list", "--db", "a.sqlite").stdout)
        // The bases came along: a dump of the copy into a clone of the directory writes nothing.
        try FileManager.default.copyItem(at: directory.url.appendingPathComponent("specs-a"), to: directory.url.appendingPathComponent("specs-b"))
        let redump = try herocat("dump", "specs-b", "--db", "b.sqlite")
        #expect(redump.status == 0 && redump.stdout.contains("0 written"), "\(redump.stdout) \(redump.stderr)")
        #expect(try herocat("check", "--db", "b.sqlite").status == 0)

        let refused = try herocat("copy", "b.sqlite", "--db", "a.sqlite")
        #expect(refused.status == 3 && refused.stderr.contains("not empty"), "\(refused.stderr)")
        #expect(try herocat("history", "music.mini-player", "--db", "b.sqlite").stdout == herocat("history", "music.mini-player", "--db", "a.sqlite").stdout)
    }

    @Test("herocat serve on PostgreSQL: a write through one server is read through another at once", .needsServer)
    func twoServers() async throws {
        let url = try await PostgresServer.shared.newDatabase()
        #expect(try herocat("init", "--seed", "--db", url).status == 0)
        let secret = try #require(try herocat("token", "create", "--name", "ci", "--role", "editor", "--db", url).stdout.firstMatch(of: /hc_[A-Za-z0-9_-]+/)).0
        let first = try ServerProcess(catalog: url, in: directory.url)
        let second = try ServerProcess(catalog: url, in: directory.url)
        defer { _ = first.stop(); _ = second.stop() }
        let read = try await second.request("GET", "/api/specs/music.mini-player", token: String(secret))
        #expect(read.status == 200, "\(read.body)")
        let etag = try #require(read.header("ETag"))
        var spec = try #require(read.json as? [String: Any])
        spec["title"] = "Written through the first"
        let body = try JSONSerialization.data(withJSONObject: spec)
        let write = try await first.request("PUT", "/api/specs/music.mini-player", token: String(secret), body: body,
                                            headers: ["If-Match": etag, "Content-Type": "application/json"])
        #expect(write.status == 200, "\(write.body)")
        let after = try await second.request("GET", "/api/specs/music.mini-player", token: String(secret))
        #expect((after.json as? [String: Any])?["title"] as? String == "Written through the first")
        let stale = try await second.request("PUT", "/api/specs/music.mini-player", token: String(secret), body: body,
                                             headers: ["If-Match": etag, "Content-Type": "application/json"])
        #expect(stale.status == 412, "\(stale.body)")
    }
}

extension PostgresCommandTests {
    @Test("8 writers x 25 replaces through alternating replicas: every write is in the history and every last write is there; a replica killed mid-way loses no acknowledged write", .needsServer)
    func writersAcrossReplicas() async throws {
        let url = try await PostgresServer.shared.newDatabase()
        #expect(try herocat("init", "--seed", "--db", url).status == 0)
        let secret = String(try #require(try herocat("token", "create", "--name", "ci", "--role", "editor", "--db", url).stdout.firstMatch(of: /hc_[A-Za-z0-9_-]+/)).0)
        let replicas = [try ServerProcess(catalog: url, in: directory.url), try ServerProcess(catalog: url, in: directory.url)]
        let doomed = try ServerProcess(catalog: url, in: directory.url)
        defer { replicas.forEach { _ = $0.stop() } }
        let base = Data(try await replicas[0].request("GET", "/api/specs/music.mini-player", token: secret).body.utf8)
        let writers = 8, rounds = 25
        let acknowledged = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for writer in 0..<writers {
                group.addTask {
                    var spec = try #require(try JSONSerialization.jsonObject(with: base) as? [String: Any])
                    spec["name"] = "team.writer-\(writer)"
                    var last = -1
                    for round in 0..<rounds {
                        spec["title"] = "writer \(writer) round \(round)"
                        let body = try JSONSerialization.data(withJSONObject: spec)
                        // Writer 0 writes through the replica that is killed part-way; the others alternate.
                        let server = writer == 0 ? doomed : replicas[round % 2]
                        guard let result = try? await server.request("PUT", "/api/specs/team.writer-\(writer)", token: secret, body: body,
                                                                    headers: ["Content-Type": "application/json"]) else { break }
                        guard (200...201).contains(result.status) else { break }
                        last = round
                        if writer == 0, round == 9 { kill(doomed.process.processIdentifier, SIGKILL) }
                    }
                    return (writer, last)
                }
            }
            return try await group.reduce(into: [Int: Int]()) { $0[$1.0] = $1.1 }
        }
        for writer in 0..<writers {
            let last = try #require(acknowledged[writer])
            #expect(writer == 0 ? last >= 9 : last == rounds - 1, "writer \(writer) stopped at \(last)")
            let shown = try herocat("show", "team.writer-\(writer)", "--db", url, "--format", "json")
            #expect(shown.stdout.contains("writer \(writer) round \(last)"), "writer \(writer): \(shown.stderr)")
            let history = try herocat("history", "team.writer-\(writer)", "--db", url).stdout
            let revisions = history.split(separator: "\n").count
            #expect(writer == 0 ? revisions >= last + 1 : revisions == rounds, "writer \(writer): \(history)")
        }
        #expect(try herocat("check", "--db", url).status == 0)
    }
}

extension Trait where Self == ConditionTrait {
    /// For tests of catalogs in PostgreSQL: herocat has PostgreSQL only when the package is
    /// built with the PostgreSQL trait (`swift test --traits Server,PostgreSQL`, as `.ci/run` does).
    static var needsPostgres: Self {
        #if PostgreSQL
        .enabled(if: true)
        #else
        .disabled("herocat is built without PostgreSQL; run the tests with 'swift test --traits Server,PostgreSQL'")
        #endif
    }
}
