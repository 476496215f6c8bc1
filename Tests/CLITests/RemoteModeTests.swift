import Foundation
import Testing
import TestThreads

/// The CLI as a client of `herocat serve`: with --remote (or $HEROCAT_REMOTE) and
/// $HEROCAT_TOKEN, list, show, add, remove, history, validate and export print the same
/// output and exit with the same codes as against the catalog file the server serves.
@Suite("herocat --remote", .needsServer, .waitsOnProcesses)
struct RemoteModeTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: [String], environment: [String: String] = [:]) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url, environment: environment)
    }

    func token(_ name: String, _ role: String) throws -> String {
        let created = try herocat(["token", "create", "--db", "c.sqlite", "--name", name, "--role", role])
        try #require(created.status == 0, "\(created.stderr)")
        return created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `arguments` against the file and against the server; both must agree. Writes
    /// that must succeed on both sides go to a copy of the served file (`localDB`).
    func expectSame(_ arguments: [String], remote environment: [String: String], localDB: String = "c.sqlite", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let local = try herocat(arguments + ["--db", localDB])
        let remote = try herocat(arguments, environment: environment)
        #expect(remote.status == local.status, "\(arguments): exit \(remote.status) remotely, \(local.status) locally: \(remote.stderr)", sourceLocation: sourceLocation)
        #expect(remote.stdout == local.stdout, "\(arguments): stdout differs", sourceLocation: sourceLocation)
        #expect(remote.stderr == local.stderr, "\(arguments): stderr differs: \(remote.stderr) vs \(local.stderr)", sourceLocation: sourceLocation)
    }

    @Test("Reads and refusals match the local catalog's, byte for byte and exit code for exit code")
    func readsMatch() throws {
        #expect(try herocat(["init", "--seed", "--db", "c.sqlite"]).status == 0)
        let viewer = try token("vera", "viewer")
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let remote = ["HEROCAT_REMOTE": server.base.absoluteString, "HEROCAT_TOKEN": viewer]
        for arguments in [
            ["list"], ["list", "--json"], ["list", "--search", "mini"], ["list", "--pattern", "expand", "--json"], ["list", "--tag", "nope"],
            ["show", "music.mini-player"], ["show", "music.mini-player", "--format", "json"], ["show", "music.mini-player", "--revision", "1"],
            ["show", "music.mini-player", "--revision", "9"],
            ["history", "tabs.indicator"], ["history", "tabs.indicator", "--json"], ["history", "tabs.indicator", "--diff"],
            ["validate", "music.mini-player", "tabs.indicator"], ["validate", "--all"], ["validate", "--all", "--format", "json"],
            ["export", "music.mini-player", "--format", "swift"], ["export", "tabs.indicator", "--format", "timeline", "--fps", "30"],
            ["show", "music.mini-playr"], ["history", "no.such-spec"], ["history", "tabs.indicatr", "--diff"], ["export", "no.such-spec", "--format", "tsx"],
        ] {
            try expectSame(arguments, remote: remote)
        }
        // --remote on the command line does the same as the variable.
        let flagged = try herocat(["list", "--remote", server.base.absoluteString], environment: ["HEROCAT_TOKEN": viewer])
        let listed = try herocat(["list", "--db", "c.sqlite"])
        #expect(flagged.status == 0 && flagged.stdout == listed.stdout)
    }

    @Test("Writes go through the server under the token's name, with the same refusals as locally")
    func writesMatch() throws {
        #expect(try herocat(["init", "--seed", "--db", "c.sqlite"]).status == 0)
        let editor = try token("eddie", "editor"), admin = try token("ada", "admin")
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let asEditor = ["HEROCAT_REMOTE": server.base.absoluteString, "HEROCAT_TOKEN": editor]
        let seed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        try Data(seed.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.remote").utf8).write(to: directory.url.appendingPathComponent("remote.yaml"))
        try Data(seed.replacingOccurrences(of: "title:", with: "title: Retitled").utf8).write(to: directory.url.appendingPathComponent("retitled.yaml"))

        let added = try herocat(["add", "remote.yaml"], environment: asEditor)
        #expect(added.status == 0 && added.stdout == "added tabs.remote\n", "\(added.stderr)")
        // Taken name, stale revision, error findings, bad input: the same lines and codes as locally.
        try expectSame(["add", "remote.yaml"], remote: asEditor)
        try expectSame(["add", "--replace", "--expect-revision", "5", "retitled.yaml"], remote: asEditor)
        try expectSame(["add", HerocatProcess.fixtures.appendingPathComponent("malformed/01-missing-name.yaml").path], remote: asEditor)
        let push = HerocatProcess.seeds.appendingPathComponent("photos.push-across-navigation.yaml").path
        try expectSame(["add", "--replace", push], remote: asEditor)

        let replaced = try herocat(["add", "--replace", "--expect-revision", "1", "retitled.yaml"], environment: asEditor)
        #expect(replaced.status == 0 && replaced.stdout == "replaced tabs.indicator\n", "\(replaced.stderr)")
        // An editor may not remove: the server's 403 is a catalog problem (exit 4) that says so.
        let forbidden = try herocat(["remove", "tabs.remote"], environment: asEditor)
        #expect(forbidden.status == 4 && forbidden.stderr.contains("needs an admin token"), "\(forbidden.stderr)")
        let removed = try herocat(["remove", "tabs.remote"], environment: ["HEROCAT_REMOTE": server.base.absoluteString, "HEROCAT_TOKEN": admin])
        #expect(removed.status == 0 && removed.stdout == "removed tabs.remote\n")

        let history = try herocat(["history", "tabs.remote", "--json", "--db", "c.sqlite"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["author"] as? String } == ["eddie", "ada"] && entries.map { $0["action"] as? String } == ["add", "remove"])
        #expect(try herocat(["history", "tabs.indicator", "--db", "c.sqlite"]).stdout.contains("eddie  replace"))
        // Diffs of an add, a replace and a removal, as the server computes them.
        try expectSame(["history", "tabs.remote", "--diff"], remote: asEditor)
        try expectSame(["show", "tabs.remote", "--revision", "2"], remote: asEditor) // the removal: no content
        try expectSame(["history", "tabs.indicator", "--diff", "--json"], remote: asEditor)
    }

    @Test("No token, a bad token, no server, a bad address: exit 4 or 2 with a one-line reason")
    func failures() throws {
        #expect(try herocat(["init", "--seed", "--db", "c.sqlite"]).status == 0)
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let anonymous = try herocat(["list"], environment: ["HEROCAT_REMOTE": server.base.absoluteString])
        #expect(anonymous.status == 4 && anonymous.stderr.contains("needs a token"), "\(anonymous.stderr)")
        let bad = try herocat(["show", "tabs.indicator"], environment: ["HEROCAT_REMOTE": server.base.absoluteString, "HEROCAT_TOKEN": "hc_wrong"])
        #expect(bad.status == 4 && bad.stderr.contains("unknown or revoked"), "\(bad.stderr)")
        let port = server.port
        #expect(server.stop() == 0)
        let down = try herocat(["list"], environment: ["HEROCAT_REMOTE": "http://127.0.0.1:\(port)"])
        #expect(down.status == 4 && down.stderr.contains("cannot reach the server"), "\(down.stderr)")
        let garbled = try herocat(["list", "--remote", "not a url"])
        #expect(garbled.status == 2 && garbled.stderr.contains("--remote takes a server address"), "\(garbled.stderr)")
    }
}
