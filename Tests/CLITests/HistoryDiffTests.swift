import Foundation
import Testing
import TestThreads

/// Each revision's YAML diff against the one before: `history --diff` on the command
/// line, `GET /api/specs/NAME/diff` and the spec page's history, all the same diff.
@Suite("History diffs", .waitsOnProcesses)
struct HistoryDiffTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    /// tabs.indicator at three revisions: the seed, a new title (with markup in it), its removal.
    func catalogWithHistory(title: String = "Slid tab indicator") throws {
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)
        let seed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        let lines = seed.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("title:") ? "title: \(title)" : String($0) }
        try Data(lines.joined(separator: "\n").utf8).write(to: directory.url.appendingPathComponent("retitled.yaml"))
        let replaced = try herocat("add", "--replace", "--db", "c.sqlite", "retitled.yaml")
        try #require(replaced.status == 0, "\(replaced.stderr)")
        #expect(try herocat("remove", "--db", "c.sqlite", "tabs.indicator").status == 0)
    }

    /// The YAML lines of revision 1 (the seed as the catalog prints it).
    func firstRevision() throws -> [String] {
        let shown = try herocat("show", "tabs.indicator", "--revision", "1", "--db", "c.sqlite")
        try #require(shown.status == 0, "\(shown.stderr)")
        return shown.stdout.split(separator: "\n").map(String.init)
    }

    @Test("history --diff: the first revision adds every line, a replace shows its changed lines in context, a removal removes every line")
    func commandLine() throws {
        try catalogWithHistory()
        let yaml = try firstRevision()
        let run = try herocat("history", "tabs.indicator", "--diff", "--db", "c.sqlite")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let blocks = run.stdout.components(separatedBy: "\n\n")
        try #require(blocks.count == 3, "\(run.stdout)")
        let first = blocks[0].split(separator: "\n").map(String.init)
        #expect(first[0].hasPrefix("1  ") && first[0].hasSuffix("  add  added with 2 elements"))
        #expect(Array(first[1...3]) == ["--- tabs.indicator@0", "+++ tabs.indicator@1", "@@ -0,0 +1,\(yaml.count) @@"])
        #expect(Array(first[4...]) == yaml.map { "+" + $0 })

        let second = blocks[1].split(separator: "\n", maxSplits: 1).map(String.init)
        #expect(second[0].hasSuffix("  replace  title"))
        #expect(second[1] == """
        --- tabs.indicator@1
        +++ tabs.indicator@2
        @@ -1,6 +1,6 @@
         \(yaml[0])
         \(yaml[1])
        -\(yaml[2])
        +title: Slid tab indicator
         \(yaml[3])
         \(yaml[4])
         \(yaml[5])
        """)

        let third = blocks[2].split(separator: "\n").map(String.init)
        #expect(third[0].hasSuffix("  remove  removed"))
        #expect(third[3] == "@@ -1,\(yaml.count) +0,0 @@" && third.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == yaml.count)
        #expect(run.stdout.hasSuffix("\n") && !run.stdout.hasSuffix("\n\n"))

        // The same run twice gives the same bytes; without --diff, the lines of before.
        #expect(try herocat("history", "tabs.indicator", "--diff", "--db", "c.sqlite").stdout == run.stdout)
        let plain = try herocat("history", "tabs.indicator", "--db", "c.sqlite").stdout
        #expect(plain == blocks.map { $0.prefix { $0 != "\n" } + "\n" }.joined())
    }

    @Test("history --diff --json: each entry gains a diff field with the text --diff prints")
    func json() throws {
        try catalogWithHistory()
        let run = try herocat("history", "tabs.indicator", "--diff", "--json", "--db", "c.sqlite")
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let text = try herocat("history", "tabs.indicator", "--diff", "--db", "c.sqlite").stdout
        let diffs = text.components(separatedBy: "\n\n").map { block in String(block.drop { $0 != "\n" }.dropFirst()) }
        #expect(entries.count == 3 && entries.map { $0["diff"] as? String } == diffs.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" })
        let plain = try herocat("history", "tabs.indicator", "--json", "--db", "c.sqlite").stdout
        #expect(!plain.contains("\"diff\""))
    }

    @Test("history --help describes --diff")
    func help() throws {
        let help = try herocat("history", "--help")
        #expect(help.status == 0 && help.stdout.contains("[--diff]") && help.stdout.contains("YAML diff against the revision"), "\(help.stdout)")
    }

    @Test("history --diff of an unknown spec refuses as history does: exit 4, the closest name")
    func unknownSpec() throws {
        try catalogWithHistory()
        let run = try herocat("history", "music.mini-playr", "--diff", "--db", "c.sqlite")
        let plain = try herocat("history", "music.mini-playr", "--db", "c.sqlite")
        #expect(run.status == plain.status && run.status != 0 && run.stdout.isEmpty && run.stderr == plain.stderr)
        #expect(run.stderr.contains("music.mini-player"), "\(run.stderr)")
    }

    @Test("GET /api/specs/NAME/diff: the text history --diff prints; from/to defaults, 0, same revision; 400 and 404", .needsServer)
    func api() async throws {
        try catalogWithHistory()
        let token = try herocat("token", "create", "--db", "c.sqlite", "--name", "vera", "--role", "viewer").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let history = try herocat("history", "tabs.indicator", "--diff", "--db", "c.sqlite").stdout
        let blocks = history.components(separatedBy: "\n\n").map { String($0.drop { $0 != "\n" }.dropFirst()) }.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }

        let replace = try await server.request("GET", "/api/specs/tabs.indicator/diff?from=1&to=2", token: token)
        #expect(replace.status == 200 && replace.header("Content-Type")?.hasPrefix("text/plain") == true)
        #expect(replace.body == blocks[1])
        #expect(try await server.request("GET", "/api/specs/tabs.indicator/diff?to=1", token: token).body == blocks[0])
        // No parameters: the newest revision (the removal) against the one before.
        #expect(try await server.request("GET", "/api/specs/tabs.indicator/diff", token: token).body == blocks[2])
        // Any two revisions, either way round; the same one twice is empty.
        let backwards = try await server.request("GET", "/api/specs/tabs.indicator/diff?from=2&to=1", token: token)
        #expect(backwards.status == 200 && backwards.body.contains("-title: Slid tab indicator\n") && backwards.body.hasPrefix("--- tabs.indicator@2\n+++ tabs.indicator@1\n"))
        let same = try await server.request("GET", "/api/specs/tabs.indicator/diff?from=2&to=2", token: token)
        #expect(same.status == 200 && same.body.isEmpty)

        for query in ["from=x&to=2", "from=-1&to=2", "to=0", "to=1.5", "from=99999999999999999999999"] {
            let bad = try await server.request("GET", "/api/specs/tabs.indicator/diff?\(query)", token: token)
            #expect(bad.status == 400 && bad.code != nil, "\(query): \(bad.status) \(bad.body)")
        }
        let noRevision = try await server.request("GET", "/api/specs/tabs.indicator/diff?from=1&to=9", token: token)
        #expect(noRevision.status == 404 && noRevision.code == "not_found" && noRevision.body.contains("no revision 9"), "\(noRevision.body)")
        let unknown = try await server.request("GET", "/api/specs/tabs.indicatr/diff", token: token)
        #expect(unknown.status == 404 && unknown.code == "not_found", "\(unknown.body)")
        #expect(try await server.request("GET", "/api/specs/tabs.indicator/diff").status == 401)
    }

    @Test("The spec page's history links each revision to its diff page, which shows it escaped, added and removed lines marked", .needsServer)
    func page() async throws {
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)
        let seed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        let hostile = seed.replacingOccurrences(of: "\ntitle: Sliding tab indicator\n", with: "\ntitle: \"</pre><script>alert(1)</script> & more\"\n")
        #expect(hostile != seed)
        try Data(hostile.utf8).write(to: directory.url.appendingPathComponent("hostile.yaml"))
        let replaced = try herocat("add", "--replace", "--db", "c.sqlite", "hostile.yaml")
        try #require(replaced.status == 0, "\(replaced.stderr)")
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url, publicRead: true)

        let page = try await server.request("GET", "/specs/tabs.indicator")
        #expect(page.status == 200 && WebPageTests.inlineScripts(page.body) == 0)
        let history = try #require(page.body.components(separatedBy: ">History</h2>").last)
        let rows = history.components(separatedBy: "<tr><td>").dropFirst()
        try #require(rows.count == 2)
        // Newest first, each revision's number opening what it changed.
        #expect(rows.first!.hasPrefix("<a href=\"/specs/tabs.indicator/diff?from=1&amp;to=2\""), "\(rows.first!)")
        #expect(rows.last!.hasPrefix("<a href=\"/specs/tabs.indicator/diff?from=0&amp;to=1\""))
        #expect(history.contains("<select id=\"diff-from\" name=\"from\"><option value=\"2\">2</option><option value=\"1\" selected>1</option></select>"))

        let diff = try await server.request("GET", "/specs/tabs.indicator/diff?from=1&to=2")
        #expect(diff.status == 200 && WebPageTests.inlineScripts(diff.body) == 0)
        #expect(diff.body.contains("1 line added, 1 removed."))
        #expect(diff.body.contains("<span class=\"hunk\">@@ -1,6 +1,6 @@</span>\n herocat: 1\n name: tabs.indicator\n"
            + "<span class=\"del\">-title: Sliding tab indicator</span>\n"
            + "<span class=\"add\">+title: &quot;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more&quot;</span>\n"), "\(diff.body)")
        #expect(!diff.body.contains("<script>alert(1)") && !page.body.contains("<script>alert(1)"))
        // The first revision: every line added.
        let first = try await server.request("GET", "/specs/tabs.indicator/diff?from=0&to=1")
        let lines = try firstRevision().count
        #expect(first.body.contains("<h1>Revision 1 against nothing</h1>") && first.body.contains("\(lines) lines added, 0 removed."))
        #expect(first.body.contains("<span class=\"add\">+name: tabs.indicator</span>"))
        #expect(diff.body.contains("pre.diff .add{") && diff.body.contains("pre.diff .del{"))
        #expect(try await server.request("GET", "/specs/tabs.indicator/diff?from=1&to=9").status == 404)
    }

    @Test("A long history lists every revision, each linking to its diff, and the comparison offers every one", .needsServer)
    func longHistory() async throws {
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)
        let token = try herocat("token", "create", "--db", "c.sqlite", "--name", "eddie", "--role", "editor").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try InProcessServer(catalog: "c.sqlite", in: directory.url)
        let seed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        for number in 2...52 {
            let body = seed.replacingOccurrences(of: "\ntitle: Sliding tab indicator\n", with: "\ntitle: Title \(number)\n")
            let put = try await server.request("PUT", "/api/specs/tabs.indicator", token: token, body: Data(body.utf8), headers: ["Content-Type": "application/yaml"])
            try #require(put.status == 200, "\(put.body)")
        }
        let page = try await server.request("GET", "/specs/tabs.indicator", token: token)
        let history = try #require(page.body.components(separatedBy: ">History</h2>").last)
        let rows = history.components(separatedBy: "<tr><td>").dropFirst()
        let linksNewestFirst = rows.enumerated().allSatisfy { (index: Int, row: String) -> Bool in
            row.hasPrefix("<a href=\"/specs/tabs.indicator/diff?from=\(51 - index)&amp;to=\(52 - index)\"")
        }
        #expect(rows.count == 52 && linksNewestFirst)
        #expect(history.components(separatedBy: "<option value=").count == 1 + 2 * 52)
        let old = try await server.request("GET", "/specs/tabs.indicator/diff?from=1&to=52", token: token)
        #expect(old.status == 200 && old.body.contains("<span class=\"add\">+title: Title 52</span>"))
    }

    @Test("The diff is byte for byte what diff -u prints for the two revisions' YAML")
    func matchesDiffU() throws {
        let diffTool = try Tool.require(("diff", "apt-get install -y diffutils"))
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)
        let first = try herocat("show", "music.mini-player", "--db", "c.sqlite").stdout
        // Two changes far apart: two hunks.
        let edited = first.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Changed ").replacingOccurrences(of: "cornerRadius: 6 }", with: "cornerRadius: 8 }")
        #expect(edited != first)
        try Data(edited.utf8).write(to: directory.url.appendingPathComponent("edited.yaml"))
        let replaced = try herocat("add", "--replace", "--force", "--db", "c.sqlite", "edited.yaml")
        try #require(replaced.status == 0, "\(replaced.stderr)")
        for revision in 1...2 {
            let shown = try herocat("show", "music.mini-player", "--revision", String(revision), "--db", "c.sqlite").stdout
            try Data(shown.utf8).write(to: directory.url.appendingPathComponent("r\(revision).yaml"))
        }
        let expected = try Tool.run(diffTool, in: directory.url, ["-u", "--label", "music.mini-player@1", "--label", "music.mini-player@2", "r1.yaml", "r2.yaml"])
        #expect(expected.status == 1 && expected.stdout.components(separatedBy: "\n@@ ").count == 3, "\(expected)")
        let history = try herocat("history", "music.mini-player", "--diff", "--db", "c.sqlite").stdout
        let block = try #require(history.components(separatedBy: "\n\n").last)
        #expect(String(block.drop { $0 != "\n" }.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines) == expected.stdout)
    }
}

