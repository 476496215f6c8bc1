import Foundation
import Testing
import TestThreads

/// Two authors on one catalog, run against the built executable: alice works from a
/// dumped directory while bob changes the catalog. (Separate catalogs sharing the
/// directory through git: TeamGitTests.)
@Suite("Team sharing that never loses anyone's work", .waitsOnProcesses)
struct TeamSyncTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String..., as author: String = "alice") throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url, environment: ["HEROCAT_AUTHOR": author])
    }

    func url(_ name: String) -> URL { directory.url.appendingPathComponent(name) }
    func text(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }
    func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: url(name)) }
    func catalogBytes() throws -> Data { try Data(contentsOf: url("herocat.sqlite")) }

    /// Bob retitles a spec in the catalog with add --replace, from its stored form.
    func bobRetitles(_ name: String) throws {
        let shown = try herocat("show", name).stdout
        try write(shown.replacingOccurrences(of: "title: ", with: "title: Bob's "), to: "bob.yaml")
        #expect(try herocat("add", "--replace", "bob.yaml", as: "bob").status == 0)
    }

    func aliceEdits(_ name: String) throws {
        let file = "specs/\(name).yaml"
        try write(try text(file).replacingOccurrences(of: "title: ", with: "title: Alice's "), to: file)
    }

    @Test("init --seed, dump, load round-trips without --force: files as dumped are skipped, not judged again")
    func roundTrip() throws {
        _ = try herocat("init", "--seed")
        #expect(try herocat("dump", "specs").status == 0)
        let idFile = try text("specs/.herocat-dump")
        let id = idFile.split(separator: "\n").first { $0.hasPrefix("directory ") }?.dropFirst("directory ".count)
        #expect(id.flatMap { UUID(uuidString: String($0)) } != nil, "the directory's id: \(idFile)")
        let loaded = try herocat("load", "specs")
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(loaded.stdout == "loaded 14 files: 0 added, 0 changed, 14 unchanged, 0 removed\n")
        #expect(try herocat("history", "tabs.indicator").stdout.split(separator: "\n").count == 1, "no new revision")
        // The id file is byte-stable: dumping again changes nothing.
        #expect(try herocat("dump", "specs").stdout.contains("0 written, 14 unchanged"))
        #expect(try text("specs/.herocat-dump") == idFile)
    }

    @Test("a stale directory does not revert another author's change")
    func staleDirectory() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("dump", "specs")
        try bobRetitles("tabs.indicator")
        let loaded = try herocat("load", "specs")
        #expect(loaded.status == 0 && loaded.stdout.contains("0 changed"))
        #expect(try herocat("show", "tabs.indicator").stdout.contains("title: Bob's "))
        let history = try herocat("history", "tabs.indicator").stdout
        #expect(history.split(separator: "\n").count == 2 && history.split(separator: "\n").last?.contains("bob  replace") == true)
        // The next dump brings bob's change to disk: the file was not edited, so it may.
        #expect(try herocat("dump", "specs").stdout.contains("1 written"))
        #expect(try text("specs/tabs.indicator.yaml").contains("title: Bob's "))
    }

    @Test("both sides changed: load refuses naming spec, base and current revision and author (exit 4, nothing written); --force takes the file and history says so")
    func conflict() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("dump", "specs")
        try bobRetitles("tabs.indicator")
        try bobRetitles("music.mini-player")
        try aliceEdits("tabs.indicator")
        try aliceEdits("music.mini-player")
        try aliceEdits("photos.grid-overlay")   // changed only on disk: fine on its own
        let before = try catalogBytes()
        let refused = try herocat("load", "specs")
        #expect(refused.status == 4 && refused.stdout.isEmpty)
        for name in ["tabs.indicator", "music.mini-player"] {
            #expect(refused.stderr.contains("\(name): changed in specs/\(name).yaml and in the catalog since this catalog exchanged it with the directory at revision 1: now revision 2 by bob at "), "\(refused.stderr)")
        }
        #expect(try catalogBytes() == before)

        let forced = try herocat("load", "--force", "specs")
        #expect(forced.status == 0 && forced.stdout.contains("3 changed"), "\(forced.stderr)")
        #expect(forced.stderr.contains("tabs.indicator: took the file's version over revision 2 by bob"))
        #expect(try herocat("show", "tabs.indicator").stdout.contains("title: Alice's "))
        let last = try herocat("history", "tabs.indicator").stdout.split(separator: "\n").last ?? ""
        #expect(last.contains("3  ") && last.contains("alice  replace  title (load --force over bob's revision 2)"))
    }

    @Test("a file changed only on disk is a new revision, validated as add validates")
    func changedOnDisk() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("dump", "specs")
        try aliceEdits("photos.grid-overlay")
        let file = "specs/music.mini-player.yaml"
        let original = try text(file)
        try write(original.replacingOccurrences(of: "context: in-place", with: "context: navigation-push"), to: file)
        let invalid = "specs/tabs.indicator.yaml"
        let valid = try text(invalid)
        try write(valid.replacingOccurrences(of: "width: 78", with: "width: 1e308"), to: invalid)
        let before = try catalogBytes()
        let refused = try herocat("load", "specs")
        #expect(refused.status == 3, "an invalid file wins the exit code, and every problem is listed")
        #expect(refused.stderr.contains("specs/tabs.indicator.yaml:") && refused.stderr.contains("got 1e+308"))
        #expect(refused.stderr.contains("music.mini-player.yaml:") && refused.stderr.contains("[navigation_push]"))
        #expect(try catalogBytes() == before)

        try write(valid, to: invalid)
        let judged = try herocat("load", "specs")
        #expect(judged.status == 1 && judged.stderr.contains("[navigation_push]"), "judged as add judges it")
        #expect(try catalogBytes() == before)

        try write(original, to: file)
        let applied = try herocat("load", "specs")
        #expect(applied.status == 0 && applied.stdout.contains("changed"), "\(applied.stderr)")
        #expect(try herocat("history", "photos.grid-overlay").stdout.contains("alice  replace  title"))
    }

    @Test("--prune never removes a spec changed in the catalog since the dump, nor one never exchanged with the directory")
    func prune() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("dump", "specs")
        try bobRetitles("tabs.indicator")
        let shown = try herocat("show", "tags.chip-swap").stdout
        try write(shown.replacingOccurrences(of: "name: tags.chip-swap", with: "name: tags.bobs-new"), to: "new.yaml")
        #expect(try herocat("add", "new.yaml", as: "bob").status == 0)
        for name in ["tabs.indicator", "lists.expandable-row"] {
            try FileManager.default.removeItem(at: url("specs/\(name).yaml"))
        }
        let before = try catalogBytes()
        let refused = try herocat("load", "--prune", "specs")
        #expect(refused.status == 4)
        #expect(refused.stderr.contains("tabs.indicator: its file is gone, but it changed in the catalog since it was exchanged with the directory at revision 1: now revision 2 by bob"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("tags.bobs-new"), "never exchanged with the directory: not a pruning candidate")
        #expect(try catalogBytes() == before)

        let forced = try herocat("load", "--prune", "--force", "specs")
        #expect(forced.status == 0 && forced.stdout.contains("1 removed"), "\(forced.stderr)")
        #expect(try herocat("show", "tabs.indicator").status == 0)
        #expect(try herocat("show", "tags.bobs-new").status == 0)
        #expect(try herocat("show", "lists.expandable-row").status == 4, "unchanged since the dump and its file deleted: removed")
    }

    @Test("hidden files are ignored")
    func hiddenFiles() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("dump", "specs")
        try write("disabled_rules: [line_length]\n", to: "specs/.swiftlint.yml")
        try write("\u{0}\u{1}binary", to: "specs/.DS_Store")
        let loaded = try herocat("load", "specs")
        #expect(loaded.status == 0 && loaded.stdout.hasPrefix("loaded 14 files"), "\(loaded.stderr)")
    }

    @Test("dump never overwrites a file edited since the last dump or load unless --force, and says which")
    func dumpKeepsEdits() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("dump", "specs")
        try aliceEdits("tabs.indicator")
        let edited = try text("specs/tabs.indicator.yaml")
        try bobRetitles("music.mini-player")
        let dumped = try herocat("dump", "specs")
        #expect(dumped.status == 0 && dumped.stdout.contains("1 written"), "\(dumped.stderr)")
        #expect(dumped.stderr.contains("warning: left 1 file changed in specs since this catalog last exchanged it: tabs.indicator.yaml; run 'herocat load specs'"), "\(dumped.stderr)")
        #expect(try text("specs/tabs.indicator.yaml") == edited)
        #expect(try text("specs/music.mini-player.yaml").contains("Bob's"), "only the catalog changed it: written")

        // After loading the edit, the two sides agree.
        #expect(try herocat("load", "specs").status == 0)
        #expect(try herocat("dump", "specs").stdout.contains("0 written"))
        #expect(try herocat("show", "tabs.indicator").stdout.contains("title: Alice's "))

        try aliceEdits("tabs.indicator")
        let forced = try herocat("dump", "--force", "specs")
        #expect(forced.status == 0 && forced.stdout.contains("1 written"))
        #expect(!(try text("specs/tabs.indicator.yaml")).contains("Alice's Alice's"))
    }

    @Test("files written by hand, with no dump behind them, load as before")
    func handWritten() throws {
        _ = try herocat("init")
        try FileManager.default.createDirectory(at: url("hand"), withIntermediateDirectories: true)
        for name in ["tabs.indicator", "music.mini-player"] {
            try FileManager.default.copyItem(at: HerocatProcess.seeds.appendingPathComponent("\(name).yaml"), to: url("hand/\(name).yaml"))
        }
        let first = try herocat("load", "hand")
        #expect(first.status == 0 && first.stdout.contains("2 added"), "\(first.stderr)")
        try bobRetitles("tabs.indicator")
        // The load recorded what it applied, so the stale file is now recognised as such.
        let second = try herocat("load", "hand")
        #expect(second.status == 0 && second.stdout.contains("0 changed"))
        #expect(try herocat("show", "tabs.indicator").stdout.contains("Bob's"))
    }

    @Test("add reports the problems of every file at once: unreadable files and error findings")
    func addReportsAll() throws {
        _ = try herocat("init")
        try FileManager.default.copyItem(at: HerocatProcess.seeds.appendingPathComponent("photos.push-across-navigation.yaml"), to: url("anti.yaml"))
        try FileManager.default.copyItem(at: HerocatProcess.fixtures.appendingPathComponent("malformed/22-opacity-above-one.yaml"), to: url("bad.yaml"))
        let result = try herocat("add", "anti.yaml", "bad.yaml", "missing.yaml")
        #expect(result.status == 3)
        #expect(result.stderr.contains("bad.yaml:") && result.stderr.contains("missing.yaml:") && result.stderr.contains("[navigation_push]"), "\(result.stderr)")
        #expect(try herocat("list", "--json").stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")

        _ = try herocat("init", "--seed")
        let seeds = ["tabs.indicator", "music.mini-player"].map { HerocatProcess.seeds.appendingPathComponent("\($0).yaml").path }
        let taken = try herocat("add", seeds[0], seeds[1])
        #expect(taken.status == 4 && taken.stderr.contains("'tabs.indicator', 'music.mini-player' are already in the catalog"), "\(taken.stderr)")
    }
}
