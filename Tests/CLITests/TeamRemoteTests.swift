import Foundation
import Testing
import TestThreads

/// The team workflow with a server: Ana keeps a catalog file of her own, Ben works on the
/// catalog a `herocat serve` serves (`--remote`), and the `specs/` directory travels
/// through a real git repository. The server keeps its catalog's record of the directory.
@Suite("Team sharing through git, a local catalog and a server's", .needsServer, .waitsOnProcesses)
struct TeamRemoteTests {
    let repository: TeamRepository
    var root: TemporaryDirectory { repository.directory }

    init() throws {
        repository = try TeamRepository()
    }

    /// herocat on Ana's catalog file.
    func ana(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments + ["--db", "ana.sqlite"], in: root.url, environment: ["HEROCAT_AUTHOR": "ana"])
    }

    /// herocat against the server, with the token of one of its users.
    func remote(_ server: ServerProcess, token: String, _ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: root.url, environment: ["HEROCAT_REMOTE": server.base.absoluteString, "HEROCAT_TOKEN": token])
    }

    func text(_ path: String) throws -> String { try String(contentsOf: root.url.appendingPathComponent(path), encoding: .utf8) }

    func token(_ name: String, _ role: String) throws -> String {
        let created = try HerocatProcess.run(["token", "create", "--db", "served.sqlite", "--name", name, "--role", role], in: root.url)
        try #require(created.status == 0, "\(created.stderr)")
        return created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `shown` (a spec as `show` prints it) with another title, written to `file`.
    func retitled(_ shown: String, _ title: String, to file: String) throws {
        let edited = shown.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("title: ") ? "title: \(title)" : String($0) }.joined(separator: "\n")
        try Data(edited.utf8).write(to: root.url.appendingPathComponent(file))
    }

    /// Ana retitles `name` in her catalog and dumps it: one file written.
    func anaRetitles(_ name: String, _ title: String) throws {
        try retitled(try ana("show", name).stdout, title, to: "ana-edit.yaml")
        #expect(try ana("add", "--replace", "ana-edit.yaml").status == 0)
        #expect(try ana("dump", "ana/specs").stdout.contains("1 written"))
    }

    /// The holder of `token` retitles `name` in the server's catalog.
    func serverRetitles(_ name: String, _ title: String, _ server: ServerProcess, _ token: String) throws {
        try retitled(try remote(server, token: token, "show", name).stdout, title, to: "remote-edit.yaml")
        #expect(try remote(server, token: token, "add", "--replace", "remote-edit.yaml").status == 0)
    }

    /// Ana dumps her seeded catalog into a fresh repository; the server's catalog starts
    /// empty; Ben clones the repository and loads it into the server's catalog.
    func startTeam() throws -> (server: ServerProcess, editor: String, admin: String) {
        try repository.start(["ana"])
        #expect(try ana("init", "--seed").status == 0)
        #expect(try ana("dump", "ana/specs").status == 0)
        try repository.commitAndPush("ana", "the catalog")
        try repository.run(["clone", "-q", "origin.git", "ben"], in: ".", as: "ben")
        #expect(try HerocatProcess.run(["init", "--db", "served.sqlite"], in: root.url).status == 0)
        let editor = try token("ben", "editor"), admin = try token("ada", "admin")
        let server = try ServerProcess(catalog: "served.sqlite", in: root.url)
        // The examples include anti-patterns with error findings: --force stores them as seeding does.
        let loaded = try remote(server, token: editor, "load", "--force", "ben/specs")
        #expect(loaded.status == 0 && loaded.stdout == "loaded 14 files: 14 added, 0 changed, 0 unchanged, 0 removed\n", "\(loaded.stderr)")
        return (server, editor, admin)
    }

    @Test("a change travels both ways; a dump before loading never overwrites a colleague's file; a conflict names the spec and keeps both")
    func bothWays() throws {
        let (server, editor, _) = try startTeam()
        #expect(try remote(server, token: editor, "history", "tabs.indicator").stdout.contains("ben  add"), "the load is the token's revision")
        #expect(try remote(server, token: editor, "dump", "ben/specs").stdout.contains("0 written, 14 unchanged"), "the server recorded the directory")

        try anaRetitles("music.mini-player", "Ana's player")
        try repository.commitAndPush("ana", "retitle the player")

        try serverRetitles("tabs.indicator", "Ben's tabs", server, editor)
        let written = try remote(server, token: editor, "dump", "ben/specs")
        #expect(written.status == 0 && written.stdout.contains("1 written"), "\(written.stderr)")
        #expect(try text("ben/specs/tabs.indicator.yaml").contains("title: Ben's tabs"), "written here, by the client")
        try repository.run(["commit", "-qam", "retitle the tabs"], in: "ben", as: "ben")
        #expect(try repository.run(["pull", "-q", "--no-edit", "origin", "main"], in: "ben", as: "ben").status == 0)
        // Ben dumps again before loading: Ana's file is not the server's to overwrite.
        let dumped = try remote(server, token: editor, "dump", "ben/specs")
        #expect(dumped.status == 0 && dumped.stdout.contains("0 written"), "\(dumped.stderr)")
        #expect(dumped.stderr.contains("left 1 file changed in ben/specs since this catalog last exchanged it: music.mini-player.yaml"), "\(dumped.stderr)")
        #expect(try text("ben/specs/music.mini-player.yaml").contains("title: Ana's player"))

        let loaded = try remote(server, token: editor, "load", "ben/specs")
        #expect(loaded.status == 0 && loaded.stdout == "loaded 14 files: 0 added, 1 changed, 13 unchanged, 0 removed\n", "\(loaded.stderr)")
        #expect(try remote(server, token: editor, "show", "music.mini-player").stdout.contains("title: Ana's player"))
        #expect(try repository.run(["push", "-q", "origin", "HEAD:main"], in: "ben", as: "ben").status == 0)
        #expect(try repository.run(["pull", "-q", "origin", "main"], in: "ana", as: "ana").status == 0)
        let back = try ana("load", "ana/specs")
        #expect(back.status == 0 && back.stdout.contains("1 changed"), "\(back.stderr)")
        #expect(try ana("show", "tabs.indicator").stdout.contains("title: Ben's tabs"))

        // Both retitle the avatar, differently: the server's load refuses, naming it, and keeps both sides.
        try anaRetitles("profile.avatar-zoom", "Ana's avatar")
        try repository.commitAndPush("ana", "Ana's avatar")
        try serverRetitles("profile.avatar-zoom", "Ben's avatar", server, editor)
        #expect(try repository.run(["pull", "-q", "origin", "main"], in: "ben", as: "ben").status == 0)
        let refused = try remote(server, token: editor, "load", "ben/specs")
        #expect(refused.status == 4 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("profile.avatar-zoom: changed in ben/specs/profile.avatar-zoom.yaml and in the catalog since this catalog exchanged it with the directory at revision 1: now revision 2 by ben at "), "\(refused.stderr)")
        #expect(refused.stderr.contains("; merge the two by hand (edit the file, or 'herocat add --replace' it), or pass --force to take the file's version"), "the CLI's remedy: \(refused.stderr)")
        #expect(refused.stderr.hasSuffix("nothing was written\n"), "\(refused.stderr)")
        #expect(try remote(server, token: editor, "show", "profile.avatar-zoom").stdout.contains("title: Ben's avatar"), "the server's side kept")
        #expect(try text("ben/specs/profile.avatar-zoom.yaml").contains("title: Ana's avatar"), "Ana's side kept")
        let conflictingDump = try remote(server, token: editor, "dump", "ben/specs")
        #expect(conflictingDump.status == 4 && conflictingDump.stderr.contains("pass --force to take the catalog's version"), "\(conflictingDump.stderr)")
        #expect(try text("ben/specs/profile.avatar-zoom.yaml").contains("title: Ana's avatar"), "nothing written")

        // Ben takes Ana's title by hand in the server's catalog; the load is then clean.
        try serverRetitles("profile.avatar-zoom", "Ana's avatar", server, editor)
        let merged = try remote(server, token: editor, "load", "ben/specs")
        #expect(merged.status == 0 && merged.stdout.contains("0 changed"), "\(merged.stderr)")
        #expect(try remote(server, token: editor, "dump", "ben/specs").stdout.contains("0 written"))
    }

    @Test("--prune removes what the directory deleted, with an admin token; never a spec changed or new in the server's catalog")
    func prune() throws {
        let (server, editor, admin) = try startTeam()
        #expect(try ana("remove", "tabs.indicator").status == 0)
        #expect(try ana("remove", "photos.grid-overlay").status == 0)
        let deleted = try ana("dump", "ana/specs")
        #expect(deleted.stdout.contains("2 removed"), "\(deleted.stdout)")
        try repository.commitAndPush("ana", "two specs go")

        // Meanwhile the server's catalog changes one of them and gets a spec of its own.
        try serverRetitles("photos.grid-overlay", "Kept", server, editor)
        try retitled(try remote(server, token: editor, "show", "music.mini-player").stdout.replacingOccurrences(of: "name: music.mini-player", with: "name: music.server-only"), "New", to: "ben-new.yaml")
        #expect(try remote(server, token: editor, "add", "--force", "ben-new.yaml").status == 0)
        #expect(try repository.run(["pull", "-q", "origin", "main"], in: "ben", as: "ben").status == 0)

        let forbidden = try remote(server, token: editor, "load", "--prune", "ben/specs")
        #expect(forbidden.status == 4 && forbidden.stderr.contains("needs an admin token"), "\(forbidden.stderr)")
        let refused = try remote(server, token: admin, "load", "--prune", "ben/specs")
        #expect(refused.status == 4, "\(refused.stderr)")
        #expect(refused.stderr.contains("photos.grid-overlay: its file is gone, but it changed in the catalog since it was exchanged with the directory at revision 1: now revision 2 by ben at "), "\(refused.stderr)")
        #expect(refused.stderr.contains("remove it with 'herocat remove photos.grid-overlay'"), "the CLI's remedy: \(refused.stderr)")
        #expect(try remote(server, token: editor, "show", "tabs.indicator").status == 0, "nothing removed")

        let forced = try remote(server, token: admin, "load", "--prune", "--force", "ben/specs")
        #expect(forced.status == 0 && forced.stdout.contains("1 removed"), "\(forced.stderr)")
        #expect(forced.stderr.contains("photos.grid-overlay: not removed: it changed in the catalog since it was exchanged (now revision 2 by ben at "), "\(forced.stderr)")
        #expect(try remote(server, token: editor, "show", "tabs.indicator").status == 4)
        #expect(try remote(server, token: editor, "show", "photos.grid-overlay").stdout.contains("title: Kept"))
        #expect(try remote(server, token: editor, "show", "music.server-only").status == 0, "never exchanged: never pruned")
        // Changed in the catalog, deleted in the directory: a conflict for dump too, until forced.
        let dumped = try remote(server, token: editor, "dump", "ben/specs")
        #expect(dumped.status == 4 && dumped.stderr.contains("photos.grid-overlay: changed in ben/specs/photos.grid-overlay.yaml and in the catalog"), "\(dumped.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("ben/specs/music.server-only.yaml").path), "nothing written")
        let forcedDump = try remote(server, token: editor, "dump", "--force", "ben/specs")
        #expect(forcedDump.status == 0 && forcedDump.stdout.contains("2 written"), "\(forcedDump.stderr)")
        #expect(try text("ben/specs/music.server-only.yaml").contains("name: music.server-only"))
    }

    @Test("two clones of one server's directory: the server's record is shared, and a clone behind it is refused, never a revert or a prune")
    func sharedServer() throws {
        try repository.start(["ana", "ben"])
        #expect(try HerocatProcess.run(["init", "--seed", "--db", "served.sqlite"], in: root.url).status == 0)
        let ana = try token("ana", "editor"), ben = try token("ben", "editor"), admin = try token("ada", "admin")
        let server = try ServerProcess(catalog: "served.sqlite", in: root.url)
        #expect(try remote(server, token: ana, "dump", "ana/specs").stdout.contains("14 written"))
        try repository.commitAndPush("ana", "the catalog")
        #expect(try repository.run(["pull", "-q", "origin", "main"], in: "ben", as: "ben").status == 0)
        let joined = try remote(server, token: ben, "load", "ben/specs")
        #expect(joined.stdout == "loaded 14 files: 0 added, 0 changed, 14 unchanged, 0 removed\n", "as the server exchanged them: \(joined.stderr)")

        // Ana retitles the player and adds a spec on the server, and dumps both into her clone.
        try serverRetitles("music.mini-player", "Ana's player", server, ana)
        try retitled(try remote(server, token: ana, "show", "tabs.indicator").stdout.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.anas-new"),
                     "Ana's new tabs", to: "new.yaml")
        #expect(try remote(server, token: ana, "add", "new.yaml").status == 0)
        #expect(try remote(server, token: ana, "dump", "ana/specs").stdout.contains("2 written"))
        try repository.commitAndPush("ana", "retitle the player, new tabs")

        // Ben has not pulled: his clone lacks Ana's exchange. A load, a prune and a dump are refused.
        for arguments in [["load", "ben/specs"], ["load", "--prune", "ben/specs"], ["dump", "ben/specs"]] {
            let behind = try HerocatProcess.run(arguments, in: root.url, environment: ["HEROCAT_REMOTE": server.base.absoluteString, "HEROCAT_TOKEN": admin])
            #expect(behind.status == 4 && behind.stdout.isEmpty, "\(arguments): \(behind.stderr)")
            #expect(behind.stderr.contains("ben/specs: the directory is behind the catalog: the catalog has dumped to it 2 times, and its .herocat-dump shows only 1"), "\(behind.stderr)")
            #expect(behind.stderr.contains("bring it up to date (git pull, and commit .herocat-dump with the spec files) and run again, or pass --force"), "\(behind.stderr)")
        }
        #expect(try remote(server, token: ben, "show", "music.mini-player").stdout.contains("title: Ana's player"), "not reverted")
        #expect(try remote(server, token: ben, "show", "tabs.anas-new").status == 0, "not pruned")
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("ben/specs/tabs.anas-new.yaml").path), "nothing written")
        #expect(try repository.run(["pull", "-q", "origin", "main"], in: "ben", as: "ben").status == 0)
        let current = try remote(server, token: admin, "load", "--prune", "ben/specs")
        #expect(current.status == 0 && current.stdout == "loaded 15 files: 0 added, 0 changed, 15 unchanged, 0 removed\n", "\(current.stderr)")

        // Ana deletes a file and prunes its spec from the server: Ben's clone, not pulled, still
        // holds it, which reads as a spec the catalog removed since, never as a new one to add.
        try FileManager.default.removeItem(at: root.url.appendingPathComponent("ana/specs/tabs.anas-new.yaml"))
        #expect(try remote(server, token: admin, "load", "--prune", "ana/specs").stdout.contains("1 removed"))
        try repository.commitAndPush("ana", "no new tabs")
        let resurrecting = try remote(server, token: ben, "load", "ben/specs")
        #expect(resurrecting.status == 4 && resurrecting.stderr.contains("tabs.anas-new: ben/specs/tabs.anas-new.yaml holds its revision 1, which the catalog has changed since: now revision 2 by ada at "), "\(resurrecting.stderr)")
        #expect(resurrecting.stderr.contains(", which removed it; the directory is behind the catalog"), "\(resurrecting.stderr)")
        #expect(try remote(server, token: ben, "show", "tabs.anas-new").status == 4, "not brought back")
    }

    @Test("an unreachable server: load and dump exit 4 and touch nothing local; init refuses --remote")
    func unreachable() throws {
        #expect(try ana("init", "--seed").status == 0)
        #expect(try ana("dump", "specs").status == 0)
        let specs = root.url.appendingPathComponent("specs")
        try Data("title: edited by hand\n".utf8).write(to: specs.appendingPathComponent("tabs.indicator.yaml"))
        func listing() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: specs.path) { files[name] = try Data(contentsOf: specs.appendingPathComponent(name)) }
            return files
        }
        let before = try listing()
        let nowhere = ["HEROCAT_REMOTE": "http://127.0.0.1:9", "HEROCAT_TOKEN": "hc_nothing"]
        for arguments in [["load", "specs"], ["load", "--prune", "--force", "specs"], ["dump", "specs"], ["dump", "--force", "specs"], ["dump", "new-specs"]] {
            let result = try HerocatProcess.run(arguments, in: root.url, environment: nowhere)
            #expect(result.status == 4 && result.stderr.contains("cannot reach the server"), "\(arguments): \(result.stderr)")
        }
        #expect(try listing() == before, "the directory is untouched")
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("new-specs").path))
        let initialized = try HerocatProcess.run(["init", "--remote", "http://127.0.0.1:9"], in: root.url)
        #expect(initialized.status == 2 && initialized.stderr.contains("this command works on a local catalog file, not on the server at http://127.0.0.1:9"), "\(initialized.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("herocat.sqlite").path))
    }
}
