import Foundation
import Testing

/// `add` of several files with --remote: one transaction on the server, as against a file.
extension RemoteModeTests {
    /// The seed spec `tabs.indicator` under another name (and title), written to `file`.
    func writeVariant(_ file: String, name: String, title: String? = nil) throws {
        var text = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        text = text.replacingOccurrences(of: "name: tabs.indicator\n", with: "name: \(name)\n")
        if let title { text = text.replacingOccurrences(of: "title: ", with: "title: \(title) ") }
        try Data(text.utf8).write(to: directory.url.appendingPathComponent(file))
    }

    @Test("add of several files is all or none remotely too: the same lines and exit codes, and a refused batch stores nothing")
    func batchesMatch() throws {
        #expect(try herocat(["init", "--seed", "--db", "c.sqlite"]).status == 0)
        let editor = try token("eddie", "editor")
        // The local side writes to its own copy, so both sides start equal and stay so.
        try FileManager.default.copyItem(at: directory.url.appendingPathComponent("c.sqlite"), to: directory.url.appendingPathComponent("l.sqlite"))
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let remote = ["HEROCAT_REMOTE": server.base.absoluteString, "HEROCAT_TOKEN": editor]
        try writeVariant("one.yaml", name: "tabs.one")
        try writeVariant("two.yaml", name: "tabs.two")
        try writeVariant("three.yaml", name: "tabs.three")
        try writeVariant("one-retitled.yaml", name: "tabs.one", title: "Retitled")
        try writeVariant("two-retitled.yaml", name: "tabs.two", title: "Retitled")
        let push = HerocatProcess.seeds.appendingPathComponent("photos.push-across-navigation.yaml").path

        // The batch travels as one document; injection-prone text comes through it unchanged.
        let hostile = HerocatProcess.fixtures.appendingPathComponent("valid/hostile-text.yaml").path
        try expectSame(["add", "--force", "one.yaml", hostile, "two.yaml"], remote: remote, localDB: "l.sqlite")
        try expectSame(["show", "demo.hostile-text", "--format", "json"], remote: remote, localDB: "l.sqlite")
        #expect(try herocat(["list", "--db", "c.sqlite"]).stdout.contains("tabs.two"), "the batch was stored on the server")
        // Refused batches: one name taken, several taken, error findings, a stale or missing revision.
        for arguments in [
            ["add", "three.yaml", "one.yaml"], ["add", "three.yaml", "one.yaml", "two.yaml"], ["add", "three.yaml", push],
            ["add", "--replace", "--expect-revision", "1", "one-retitled.yaml", "three.yaml"],
        ] {
            try expectSame(arguments, remote: remote, localDB: "l.sqlite")
        }
        // Nothing of a refused batch was stored on the server: no tabs.three, tabs.one unchanged.
        let listed = try herocat(["list", "--db", "c.sqlite"])
        #expect(listed.stdout.contains("tabs.one") && !listed.stdout.contains("tabs.three"))
        let history = try herocat(["history", "tabs.three", "--db", "c.sqlite"])
        #expect(history.status == 4 && history.stderr.contains("no spec named 'tabs.three'"), "\(history.stderr)")
        #expect(try herocat(["history", "tabs.one", "--json", "--db", "c.sqlite"]).stdout.components(separatedBy: "\"revision\"").count == 2)

        // Replaced together; the same batch again is stale on both sides.
        for _ in 1...2 {
            try expectSame(["add", "--replace", "--expect-revision", "1", "one-retitled.yaml", "two-retitled.yaml"], remote: remote, localDB: "l.sqlite")
        }
        #expect(try herocat(["show", "tabs.two", "--db", "c.sqlite"]).stdout.contains("title: Retitled"))
        try expectSame(["list"], remote: remote, localDB: "l.sqlite")
        try expectSame(["history", "tabs.three"], remote: remote, localDB: "l.sqlite")
    }
}
