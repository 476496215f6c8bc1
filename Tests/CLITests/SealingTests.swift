import Foundation
import Testing
import TestThreads

/// The CLI tests are sealed from the machine: herocat runs only inside a
/// `TemporaryDirectory`, with the harness's HOME, TMPDIR and HEROCAT_* variables, and its
/// catalog search stops at the sealed directory.
@Suite("sealed test directories", .waitsOnProcesses)
struct SealingTests {
    /// Every file under `directory` (not descending into `skipping`), with its bytes.
    func snapshot(_ directory: URL, skipping: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey]))
        for case let url as URL in enumerator {
            if url.resolvingSymlinksInPath().path == skipping.resolvingSymlinksInPath().path { enumerator.skipDescendants(); continue }
            if (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true { continue }
            files[url.path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test("A herocat.sqlite in a parent of the test directory is never found, read or written")
    func parentCatalogIsNeverTouched() throws {
        // The machine's catalog, in a parent of a test's sealed directory.
        let outer = try TemporaryDirectory()
        try #require(try HerocatProcess.run(["init", "--seed"], in: outer.url).status == 0)
        let parentCatalog = outer.url.appendingPathComponent("herocat.sqlite")
        let inner = try TemporaryDirectory(inside: outer.url)
        let before = try snapshot(outer.url, skipping: inner.root)
        let modified = try FileManager.default.attributesOfItem(atPath: parentCatalog.path)[.modificationDate] as? Date
        #expect(before.keys.contains(parentCatalog.path))

        // Commands that would read or write the parent catalog find no catalog at all.
        let seed = HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path
        let commands = [
            ["list"], ["show", "music.mini-player"], ["add", seed], ["remove", "music.mini-player"],
            ["history", "music.mini-player"], ["validate", "--all"], ["export", "music.mini-player", "--format", "swift"],
            ["preview", "music.mini-player"], ["dump", inner.path("dumped")], ["load", "--force", HerocatProcess.seeds.path],
        ]
        for arguments in commands {
            let result = try HerocatProcess.run(arguments, in: inner.url)
            #expect(result.status == 4 && result.stderr.contains("herocat init"), "\(arguments): exit \(result.status): \(result.stderr)")
            #expect(!result.stdout.contains("music.mini-player"), "\(arguments) read the parent catalog")
        }
        // Writing commands make and use the test's own catalog, also from a directory below it.
        #expect(try HerocatProcess.run(["init", "--seed"], in: inner.url).status == 0)
        let nested = inner.url.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let removed = try HerocatProcess.run(["remove", "music.mini-player"], in: nested)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(FileManager.default.fileExists(atPath: inner.path("herocat.sqlite")))

        #expect(try snapshot(outer.url, skipping: inner.root) == before, "a file beside the parent catalog changed")
        #expect(try FileManager.default.attributesOfItem(atPath: parentCatalog.path)[.modificationDate] as? Date == modified)

        // The control: without the ceiling the harness sets, herocat would have found it.
        let unsealed = try HerocatProcess.run(["list"], in: nested, environment: ["HEROCAT_CEILING": ""])
        #expect(unsealed.status == 0 && unsealed.stdout.contains("tabs.indicator"))
        let reachesParent = try HerocatProcess.run(["list"], in: inner.root, environment: ["HEROCAT_CEILING": ""])
        #expect(reachesParent.stdout.contains("music.mini-player"), "without the ceiling the parent catalog is found: \(reachesParent.stderr)")
    }

    @Test("The harness sets HOME, TMPDIR, the working directory and every HEROCAT_* variable")
    func environmentIsTheHarnesss() throws {
        let directory = try TemporaryDirectory()
        let environment = try HerocatProcess.sealedEnvironment(in: directory.url)
        #expect(environment["HOME"] == directory.home.path && environment["TMPDIR"] == directory.tmp.path)
        #expect(environment["PWD"] == directory.url.path)
        #expect(environment.keys.filter { $0.hasPrefix("HEROCAT_") }.sorted() == ["HEROCAT_AUTHOR", "HEROCAT_CEILING"])
        #expect(environment["HEROCAT_CEILING"] == directory.root.path)
        #expect(Set(environment.keys).subtracting(HerocatProcess.inherited).subtracting(["HOME", "TMPDIR", "PWD", "HEROCAT_AUTHOR", "HEROCAT_CEILING", "GIT_CEILING_DIRECTORIES", "GIT_CONFIG_NOSYSTEM", "XDG_CONFIG_HOME"]).isEmpty)

        // A change records the harness's author, not the machine's git user or login.
        _ = try HerocatProcess.run(["init"], in: directory.url)
        _ = try HerocatProcess.run(["add", HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path], in: directory.url)
        let history = try HerocatProcess.run(["history", "tabs.indicator", "--json"], in: directory.url)
        #expect(history.stdout.contains("\"author\": \"\(HerocatProcess.author)\""), "\(history.stdout)")
    }

    @Test("herocat refuses to run outside a TemporaryDirectory")
    func unsealedDirectoryIsRefused() throws {
        #expect(throws: HarnessError.self) { try HerocatProcess.run(["list"], in: HerocatProcess.repository) }
        #expect(throws: HarnessError.self) { try HerocatProcess.run(["list"], in: FileManager.default.temporaryDirectory) }
    }
}
