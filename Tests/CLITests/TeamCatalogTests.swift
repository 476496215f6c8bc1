import Foundation
import Testing
import TestThreads

@Suite("A catalog a team shares", .waitsOnProcesses)
struct TeamCatalogTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String..., environment: [String: String] = [:]) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url, environment: environment)
    }

    func write(_ text: String, to name: String) throws -> String {
        let url = directory.url.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func seedText(_ name: String) throws -> String {
        try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("\(name).yaml"), encoding: .utf8)
    }

    @Test("history attributes every change: --author, else HEROCAT_AUTHOR; show --revision prints the past")
    func history() throws {
        _ = try herocat("init")
        let original = try seedText("tabs.indicator")
        _ = try herocat("add", "--author", "ana", try write(original, to: "a.yaml"))
        let retitled = original.replacingOccurrences(of: "title: ", with: "title: Retitled ")
        _ = try herocat("add", "--replace", try write(retitled, to: "b.yaml"), environment: ["HEROCAT_AUTHOR": "ben"])
        _ = try herocat("remove", "tabs.indicator", "--author", "cy")

        let text = try herocat("history", "tabs.indicator")
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("1  ") && lines[0].contains("  ana  add  added with 2 elements"))
        #expect(lines[1].contains("  ben  replace  title"))
        #expect(lines[2].contains("  cy  remove  removed"))

        let json = try herocat("history", "tabs.indicator", "--json")
        let revisions = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(revisions.map { $0["revision"] as? Int } == [1, 2, 3])
        #expect(revisions.allSatisfy { $0["time"] is String && $0["change"] is String })

        let past = try herocat("show", "tabs.indicator", "--revision", "1")
        #expect(past.status == 0 && past.stdout.contains("title: Sliding tab indicator"))
        #expect(try herocat("show", "tabs.indicator").status == 4)
        #expect(try herocat("history", "never.there").status == 4)
    }

    @Test("--expect-revision refuses a replace when someone else changed the spec (exit 4, naming both)")
    func expectRevision() throws {
        _ = try herocat("init", "--seed")
        let mine = try write(try seedText("tabs.indicator").replacingOccurrences(of: "title: ", with: "title: Mine "), to: "mine.yaml")
        let theirs = try write(try seedText("tabs.indicator").replacingOccurrences(of: "title: ", with: "title: Theirs "), to: "theirs.yaml")
        #expect(try herocat("add", "--replace", "--expect-revision", "1", theirs).status == 0)
        let refused = try herocat("add", "--replace", "--expect-revision", "1", mine)
        #expect(refused.status == 4 && refused.stderr.contains("since revision 1") && refused.stderr.contains("revision 2"))
        #expect(try herocat("show", "tabs.indicator").stdout.contains("Theirs"))
        #expect(try herocat("add", "--expect-revision", "1", mine).status == 2)
    }

    @Test("dump writes byte-stable files; dump, load into an empty catalog, dump again is byte-identical")
    func dumpLoadDump() throws {
        _ = try herocat("init", "--seed")
        let first = try herocat("dump", "first")
        #expect(first.status == 0 && first.stdout.contains("14 written"))
        let again = try herocat("dump", "first")
        #expect(again.stdout.contains("0 written, 14 unchanged"))

        _ = try herocat("init", "--db", "empty.sqlite")
        let loaded = try herocat("load", "--db", "empty.sqlite", "--force", "first")
        #expect(loaded.status == 0 && loaded.stdout.contains("14 added, 0 changed, 0 unchanged, 0 removed"), "\(loaded.stderr)")
        _ = try herocat("dump", "--db", "empty.sqlite", "second")

        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("first").path).sorted()
        #expect(names.filter { !$0.hasPrefix(".") }.count == 14)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("second").path).sorted() == names)
        for name in names where !name.hasPrefix(".") {   // .herocat-dump: each directory's own id
            let a = try Data(contentsOf: directory.url.appendingPathComponent("first/\(name)"))
            let b = try Data(contentsOf: directory.url.appendingPathComponent("second/\(name)"))
            #expect(a == b, "\(name)")
        }
        // The dumped files are what `show` prints.
        let shown = try herocat("show", "music.mini-player")
        #expect(try String(contentsOf: directory.url.appendingPathComponent("first/music.mini-player.yaml"), encoding: .utf8) == shown.stdout)
    }

    @Test("load is all or nothing, counts what it did, and --prune removes specs without a file")
    func loadAllOrNothing() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("dump", "specs")
        let specs = directory.url.appendingPathComponent("specs")
        try FileManager.default.removeItem(at: specs.appendingPathComponent("tabs.indicator.yaml"))
        let mini = specs.appendingPathComponent("music.mini-player.yaml")
        try Data(try String(contentsOf: mini, encoding: .utf8).replacingOccurrences(of: "title: ", with: "title: Loaded ").utf8).write(to: mini)
        try FileManager.default.copyItem(at: HerocatProcess.fixtures.appendingPathComponent("malformed/22-opacity-above-one.yaml"), to: specs.appendingPathComponent("zz-bad.yaml"))

        let before = try Data(contentsOf: directory.url.appendingPathComponent("herocat.sqlite"))
        let refused = try herocat("load", "--prune", "--force", "specs")
        #expect(refused.status == 3 && refused.stderr.contains("zz-bad.yaml") && refused.stdout.isEmpty)
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("herocat.sqlite")) == before)

        try FileManager.default.removeItem(at: specs.appendingPathComponent("zz-bad.yaml"))
        // The anti-pattern with an error finding is as dumped: skipped, not judged again.
        let applied = try herocat("load", "--prune", "specs")
        #expect(applied.status == 0)
        #expect(applied.stdout == "loaded 13 files: 0 added, 1 changed, 12 unchanged, 1 removed\n")
        #expect(try herocat("show", "tabs.indicator").status == 4)
        #expect(try herocat("history", "music.mini-player").stdout.contains("replace  title"))
        #expect(try herocat("load", "nowhere").status == 3)
    }

    @Test("list --search finds by name, title, summary, tag and element id, best first")
    func search() throws {
        _ = try herocat("init", "--seed")
        let result = try herocat("list", "--search", "avatar", "--json")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.first?["name"] as? String == "profile.avatar-zoom")
        let byElement = try herocat("list", "--search", "playPause")
        #expect(byElement.stdout.split(separator: "\n").dropFirst().first?.hasPrefix("music.mini-player") == true)
        #expect(try herocat("list", "--search", "\"NEAR(").status == 0)
    }
}
