import Foundation
import Testing
import TestThreads

/// Two people, each with a catalog of their own, sharing one `specs/` directory through a
/// real git repository (a bare origin and a clone each): the team workflow of the README,
/// run against the built executable.
@Suite("Team sharing through git, across separate catalogs", .waitsOnProcesses)
struct TeamGitTests {
    let repository: TeamRepository
    var root: TemporaryDirectory { repository.directory }

    init() throws {
        repository = try TeamRepository()
    }

    @discardableResult
    func git(_ arguments: String..., in folder: String, as person: String = "ana") throws -> (status: Int32, stdout: String, stderr: String) {
        try repository.run(arguments, in: folder, as: person)
    }

    /// herocat as `person`, on their own catalog (`person.sqlite`), in the root directory.
    @discardableResult
    func herocat(_ person: String, _ arguments: String...) throws -> HerocatResult {
        try herocat(person, arguments)
    }

    func herocat(_ person: String, _ arguments: [String]) throws -> HerocatResult {
        try HerocatProcess.run(arguments + ["--db", "\(person).sqlite"], in: root.url, environment: ["HEROCAT_AUTHOR": person])
    }

    func text(_ path: String) throws -> String { try String(contentsOf: root.url.appendingPathComponent(path), encoding: .utf8) }

    /// Retitles a spec in `person`'s catalog (add --replace), as editing it anywhere would.
    func retitle(_ name: String, to title: String, by person: String) throws {
        let shown = try herocat(person, "show", name).stdout
        let edited = shown.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("title: ") ? "title: \(title)" : String($0) }.joined(separator: "\n")
        try Data(edited.utf8).write(to: root.url.appendingPathComponent("\(person)-edit.yaml"))
        let added = try herocat(person, "add", "--replace", "\(person)-edit.yaml")
        #expect(added.status == 0, "\(added.stderr)")
    }

    /// Ana dumps her seeded catalog into a fresh repository; Ben clones it and loads it into his.
    func startTeam() throws {
        try repository.start(["ana"])
        #expect(try herocat("ana", "init", "--seed").status == 0)
        #expect(try herocat("ana", "dump", "ana/specs").status == 0)
        try repository.commitAndPush("ana", "the catalog")
        try git("clone", "-q", "origin.git", "ben", in: ".", as: "ben")
        #expect(try herocat("ben", "init").status == 0)
        // The examples include anti-patterns with error findings: --force stores them as seeding does.
        let loaded = try herocat("ben", "load", "--force", "ben/specs")
        #expect(loaded.status == 0 && loaded.stdout.contains("14 added"), "\(loaded.stderr)")
    }

    /// Ana retitles the player, dumps and pushes; Ben retitles the tabs, dumps, commits and
    /// pulls (`mode`: a merge, `--no-edit`, or `--rebase`; `expectingMerge` false: git is to stop at a conflict).
    func retitleOnBothSides(pulling mode: String, expectingMerge: Bool = true) throws {
        try retitle("music.mini-player", to: "Ana's player", by: "ana")
        #expect(try herocat("ana", "dump", "ana/specs").stdout.contains("1 written"))
        try repository.commitAndPush("ana", "retitle the player")
        try retitle("tabs.indicator", to: "Ben's tabs", by: "ben")
        #expect(try herocat("ben", "dump", "ben/specs").stdout.contains("1 written"))
        try git("commit", "-qam", "retitle the tabs", in: "ben", as: "ben")
        #expect((try git("pull", "-q", mode, "origin", "main", in: "ben", as: "ben").status == 0) == expectingMerge)
    }

    @Test("a change travels both ways; a dump before pulling and loading never overwrites a colleague's file")
    func bothWays() throws {
        try startTeam()
        try retitleOnBothSides(pulling: "--no-edit")
        // Ben dumps again before loading: Ana's file is not his catalog's to overwrite.
        let dumped = try herocat("ben", "dump", "ben/specs")
        #expect(dumped.status == 0 && dumped.stdout.contains("0 written"), "\(dumped.stderr)")
        #expect(dumped.stderr.contains("left 1 file changed in ben/specs since this catalog last exchanged it: music.mini-player.yaml"), "\(dumped.stderr)")
        #expect(try text("ben/specs/music.mini-player.yaml").contains("title: Ana's player"))

        let loaded = try herocat("ben", "load", "ben/specs")
        #expect(loaded.status == 0 && loaded.stdout.contains("1 changed"), "\(loaded.stderr)")
        #expect(try herocat("ben", "show", "music.mini-player").stdout.contains("title: Ana's player"))
        #expect(try git("push", "-q", "origin", "HEAD:main", in: "ben", as: "ben").status == 0)

        #expect(try git("pull", "-q", "origin", "main", in: "ana").status == 0)
        let back = try herocat("ana", "load", "ana/specs")
        #expect(back.status == 0 && back.stdout.contains("1 changed"), "\(back.stderr)")
        #expect(try herocat("ana", "show", "tabs.indicator").stdout.contains("title: Ben's tabs"))
        #expect(try herocat("ana", "history", "tabs.indicator").stdout.contains("ana  replace  title"), "the load is Ana's revision")
    }

    @Test("a rebase instead of a merge, and a checkout of an old commit, go by the same rules")
    func rebaseAndOldCommit() throws {
        try startTeam()
        try retitleOnBothSides(pulling: "--rebase")
        let loaded = try herocat("ben", "load", "ben/specs")
        #expect(loaded.status == 0 && loaded.stdout.contains("1 changed, 13 unchanged"), "only Ana's file is new to Ben's catalog: \(loaded.stdout) \(loaded.stderr)")

        // Ben takes the player's file back to the first commit: only the file changed, so a load applies it.
        let first = try git("rev-list", "--max-parents=0", "HEAD", in: "ben", as: "ben").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try git("checkout", first, "--", "specs/music.mini-player.yaml", in: "ben", as: "ben").status == 0)
        let reverted = try herocat("ben", "load", "ben/specs")
        #expect(reverted.status == 0 && reverted.stdout.contains("1 changed"), "\(reverted.stderr)")
        #expect(try herocat("ben", "show", "music.mini-player").stdout.contains("title: Mini player to full player"))
        #expect(try herocat("ben", "dump", "ben/specs").stdout.contains("0 written"), "directory and catalog in step again")
    }

    @Test("two catalogs' dumps merge in .herocat-dump without a conflict; a whole old commit checked out is behind the last dump: refused, never a silent revert or prune")
    func oldCommitBehindTheLastDump() throws {
        try startTeam()
        try retitleOnBothSides(pulling: "--no-edit")
        let merged = try text("ben/specs/.herocat-dump")
        let catalogs = Set(merged.split(separator: "\n").filter { $0.hasPrefix("dumped ") }.map { $0.split(separator: " ")[1] })
        #expect(catalogs.count == 2 && !merged.contains("<<<<<<<"), "Ana's and Ben's lines, merged by union: \(merged)")
        #expect(try text("ben/specs/.gitattributes") == ".herocat-dump merge=union\n")
        #expect(try herocat("ben", "load", "ben/specs").stdout.contains("1 changed"), "Ana's title")

        let shown = try herocat("ben", "show", "tabs.indicator").stdout
        try Data(shown.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.bens-new").utf8).write(to: root.url.appendingPathComponent("new.yaml"))
        #expect(try herocat("ben", "add", "new.yaml").status == 0)
        #expect(try herocat("ben", "dump", "ben/specs").stdout.contains("1 written"))
        #expect(try text("ben/specs/.herocat-dump").split(separator: "\n").filter { $0.hasPrefix("dumped ") }.count == 2, "written clean: one line per catalog")
        try repository.commitAndPush("ben", "a new spec")

        let first = try git("rev-list", "--max-parents=0", "HEAD", in: "ben", as: "ben").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try git("checkout", "-q", first, in: "ben", as: "ben").status == 0)
        let catalog = try Data(contentsOf: root.url.appendingPathComponent("ben.sqlite"))
        for arguments in [["load", "--prune", "ben/specs"], ["dump", "ben/specs"]] {
            let behind = try herocat("ben", arguments)
            #expect(behind.status == 4 && behind.stderr.contains("ben/specs: the directory is behind the catalog: the catalog has dumped to it 2 times, and its .herocat-dump shows none of them"), "\(arguments): \(behind.stderr)")
        }
        #expect(try Data(contentsOf: root.url.appendingPathComponent("ben.sqlite")) == catalog, "nothing written")
        #expect(try git("status", "--porcelain", in: "ben", as: "ben").stdout.isEmpty, "nothing written to the directory")
        #expect(try git("checkout", "-q", "main", in: "ben", as: "ben").status == 0)
        let current = try herocat("ben", "load", "--prune", "ben/specs")
        #expect(current.status == 0 && current.stdout.contains("0 removed"), "\(current.stderr)")
        #expect(try herocat("ben", "show", "tabs.bens-new").status == 0)
    }

    @Test("a .herocat-dump git left with conflict markers (merged without the union line) is read with both sides and written whole by the next load")
    func conflictedDumpFile() throws {
        try startTeam()
        // Ben's git merges .herocat-dump line by line, as it would without the directory's .gitattributes.
        try Data(".herocat-dump merge=text\n".utf8).write(to: root.url.appendingPathComponent("ben/.git/info/attributes"))
        try retitleOnBothSides(pulling: "--no-edit", expectingMerge: false)
        #expect(try text("ben/specs/.herocat-dump").contains("<<<<<<<"), "git could not merge Ana's and Ben's dump counts")

        let loaded = try herocat("ben", "load", "ben/specs")
        #expect(loaded.status == 0 && loaded.stdout.contains("1 changed"), "Ana's title: \(loaded.stdout) \(loaded.stderr)")
        let whole = try text("ben/specs/.herocat-dump")
        #expect(!whole.contains("<<<<<<<") && whole.split(separator: "\n").filter { $0.hasPrefix("dumped ") }.count == 2, "\(whole)")
        try repository.commitAndPush("ben", "merged")
        #expect(try herocat("ben", "dump", "ben/specs").stdout.contains("0 written"))
    }

    @Test("identical changes are no conflict; different changes are one that names the spec and its author, and keeps both")
    func conflicts() throws {
        try startTeam()
        try retitle("tabs.indicator", to: "Same title", by: "ana")
        try retitle("music.mini-player", to: "Ana's player", by: "ana")
        _ = try herocat("ana", "dump", "ana/specs")
        try repository.commitAndPush("ana", "two retitles")

        try retitle("tabs.indicator", to: "Same title", by: "ben")
        try retitle("music.mini-player", to: "Ben's player", by: "ben")
        #expect(try git("pull", "-q", "origin", "main", in: "ben", as: "ben").status == 0)
        let catalog = try Data(contentsOf: root.url.appendingPathComponent("ben.sqlite"))
        let refused = try herocat("ben", "load", "ben/specs")
        #expect(refused.status == 4 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("music.mini-player: changed in ben/specs/music.mini-player.yaml and in the catalog since this catalog exchanged it with the directory at revision 1: now revision 2 by ben at "), "\(refused.stderr)")
        #expect(!refused.stderr.contains("tabs.indicator"), "the same change on both sides: \(refused.stderr)")
        #expect(try Data(contentsOf: root.url.appendingPathComponent("ben.sqlite")) == catalog, "nothing written")
        #expect(try herocat("ben", "show", "music.mini-player").stdout.contains("title: Ben's player"), "Ben's side kept")
        #expect(try text("ben/specs/music.mini-player.yaml").contains("title: Ana's player"), "Ana's side kept")

        // Ben merges by hand: his catalog takes Ana's title, and the load is then clean.
        try retitle("music.mini-player", to: "Ana's player", by: "ben")
        let merged = try herocat("ben", "load", "ben/specs")
        #expect(merged.status == 0 && merged.stdout.contains("0 changed"), "\(merged.stderr)")
        #expect(try herocat("ben", "dump", "ben/specs").stdout.contains("0 written"))
    }

    @Test("a git merge conflict: the markers are refused with their line; the resolution loads")
    func mergeConflict() throws {
        try startTeam()
        try retitle("music.mini-player", to: "Ana's player", by: "ana")
        _ = try herocat("ana", "dump", "ana/specs")
        try repository.commitAndPush("ana", "Ana's title")
        try retitle("music.mini-player", to: "Ben's player", by: "ben")
        _ = try herocat("ben", "dump", "ben/specs")
        try git("commit", "-qam", "Ben's title", in: "ben", as: "ben")
        #expect(try git("pull", "-q", "--no-edit", "origin", "main", in: "ben", as: "ben").status != 0, "git reports the conflict")

        let refused = try herocat("ben", "load", "ben/specs")
        #expect(refused.status == 3, "\(refused.stderr)")
        #expect(refused.stderr.contains("ben/specs/music.mini-player.yaml:3:1: unresolved git merge conflict markers ('<<<<<<< HEAD')"), "\(refused.stderr)")

        try git("checkout", "--theirs", "specs/music.mini-player.yaml", in: "ben", as: "ben")
        try git("commit", "-qam", "take Ana's title", in: "ben", as: "ben")
        let resolved = try herocat("ben", "load", "ben/specs")
        #expect(resolved.status == 0 && resolved.stdout.contains("1 changed"), "\(resolved.stderr)")
        #expect(try herocat("ben", "show", "music.mini-player").stdout.contains("title: Ana's player"))
    }

    @Test("added, removed and never-exchanged specs come through load --prune right")
    func prune() throws {
        try startTeam()
        #expect(try herocat("ana", "remove", "lists.expandable-row").status == 0)
        let shown = try herocat("ana", "show", "tabs.indicator").stdout
        try Data(shown.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.anas-new").utf8).write(to: root.url.appendingPathComponent("new.yaml"))
        #expect(try herocat("ana", "add", "new.yaml").status == 0)
        let dumped = try herocat("ana", "dump", "ana/specs")
        #expect(dumped.stdout.contains("1 written") && dumped.stdout.contains("1 removed"), "\(dumped.stdout)")
        try repository.commitAndPush("ana", "one spec removed, one added")

        let local = shown.replacingOccurrences(of: "name: tabs.indicator", with: "name: tabs.bens-local")
        try Data(local.utf8).write(to: root.url.appendingPathComponent("local.yaml"))
        #expect(try herocat("ben", "add", "local.yaml").status == 0)
        #expect(try git("pull", "-q", "origin", "main", in: "ben", as: "ben").status == 0)
        let loaded = try herocat("ben", "load", "--prune", "ben/specs")
        #expect(loaded.status == 0 && loaded.stdout.contains("1 added") && loaded.stdout.contains("1 removed"), "\(loaded.stdout) \(loaded.stderr)")
        #expect(try herocat("ben", "show", "lists.expandable-row").status == 4)
        #expect(try herocat("ben", "show", "tabs.anas-new").status == 0)
        #expect(try herocat("ben", "show", "tabs.bens-local").status == 0, "never exchanged with the directory: never pruned")
    }

    @Test("a dump cut short never lets a later load --prune delete anything")
    func cutShortDump() throws {
        #expect(try herocat("ana", "init", "--seed").status == 0)
        // A directory where a spec file should go stops the dump part way, as a full disk would.
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("specs/photos.grid-overlay.yaml"), withIntermediateDirectories: true)
        let cut = try herocat("ana", "dump", "specs")
        #expect(cut.status == 3 && cut.stderr.contains("photos.grid-overlay.yaml"), "\(cut.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: root.url.appendingPathComponent("specs").path).filter { $0.hasSuffix(".yaml") }
        #expect(written.count < 15, "only part of the catalog reached the directory: \(written)")

        let pruned = try herocat("ana", "load", "--prune", "specs")
        #expect(pruned.status == 0 && pruned.stdout.contains("0 removed"), "\(pruned.stdout) \(pruned.stderr)")
        #expect(try herocat("ana", "list").stdout.split(separator: "\n").count == 15, "all 14 specs and the header")
    }

    @Test("two files naming one spec: exit 3 naming both, nothing written")
    func duplicateNames() throws {
        #expect(try herocat("ana", "init", "--seed").status == 0)
        _ = try herocat("ana", "dump", "specs")
        try FileManager.default.copyItem(at: root.url.appendingPathComponent("specs/tabs.indicator.yaml"), to: root.url.appendingPathComponent("specs/copy.yml"))
        let refused = try herocat("ana", "load", "specs")
        #expect(refused.status == 3, "\(refused.stderr)")
        #expect(refused.stderr.contains("specs/tabs.indicator.yaml: the name 'tabs.indicator' is also used by specs/copy.yml"), "\(refused.stderr)")
        #expect(try herocat("ana", "dump", "specs").status == 3, "dump refuses too: which file would it write?")
    }

    @Test("--remote and $HEROCAT_REMOTE are refused by init (exit 2), never ignored (load and dump: TeamRemoteTests)")
    func remoteRefused() throws {
        for arguments in [["init"], ["init", "--seed"]] {
            let flagged = try herocat("ana", arguments + ["--remote", "http://127.0.0.1:9"])
            #expect(flagged.status == 2 && flagged.stderr.contains("this command works on a local catalog file, not on the server at http://127.0.0.1:9"), "\(arguments): \(flagged.stderr)")
            let environment = try HerocatProcess.run(arguments, in: root.url, environment: ["HEROCAT_REMOTE": "http://127.0.0.1:9"])
            #expect(environment.status == 2, "\(arguments): \(environment.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("ana.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("specs").path))
    }

    @Test("a directory an older herocat dumped (a .herocat-dump listing files) loads, and gets an id")
    func olderDirectory() throws {
        #expect(try herocat("ana", "init", "--seed").status == 0)
        _ = try herocat("ana", "dump", "specs")
        let old = "# herocat dump manifest: file, spec, revision dumped or loaded at, SHA-256 of the file then. Commit it with the files.\n"
            + "tabs.indicator.yaml tabs.indicator 1 \(String(repeating: "0", count: 64))\n"
        try Data(old.utf8).write(to: root.url.appendingPathComponent("specs/.herocat-dump"))
        #expect(try herocat("ben", "init").status == 0)
        let loaded = try herocat("ben", "load", "--force", "specs")
        #expect(loaded.status == 0 && loaded.stdout.contains("14 added"), "\(loaded.stderr)")
        #expect(try text("specs/.herocat-dump").contains("\ndirectory "), "the directory got an id")
        #expect(try herocat("ben", "load", "specs").stdout.contains("0 changed"))
    }
}
