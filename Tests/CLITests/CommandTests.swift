import Foundation
import Testing
import TestThreads

@Suite("herocat commands", .waitsOnProcesses)
struct CommandTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String..., stdin: String? = nil, environment: [String: String] = [:]) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url, stdin: stdin.map { Data($0.utf8) }, environment: environment)
    }

    func catalogBytes(_ name: String = "herocat.sqlite") throws -> Data {
        try Data(contentsOf: directory.url.appendingPathComponent(name))
    }

    @Test("Help lists the subcommands on stdout; mistakes are usage errors (exit 2) on stderr")
    func helpAndUsage() throws {
        let help = try herocat("--help")
        #expect(help.status == 0)
        for command in ["init", "add", "list", "show", "remove", "demo"] { #expect(help.stdout.contains(command)) }
        let unknown = try herocat("frobnicate")
        #expect(unknown.status == 2 && unknown.stdout.isEmpty && unknown.stderr.hasPrefix("herocat: error: "))
        let badFormat = try herocat("show", "x", "--format", "toml")
        #expect(badFormat.status == 2)
        let badName = try herocat("show", "Not A Name")
        #expect(badName.status == 2 && badName.stderr.contains("Not A Name"))
    }

    @Test("init creates the catalog once; init --seed loads the examples and keeps existing ones")
    func initCommand() throws {
        let first = try herocat("init")
        #expect(first.status == 0 && first.stdout.contains("Created catalog herocat.sqlite (schema \(CatalogDamage.newestMigration.number))"))
        let again = try herocat("init")
        #expect(again.status == 0 && again.stdout.contains("up to date"))
        let seeded = try herocat("init", "--seed")
        #expect(seeded.status == 0 && seeded.stdout.contains("Loaded 14 example specs."))
        let reseeded = try herocat("init", "--seed")
        #expect(reseeded.status == 0 && reseeded.stdout.contains("Loaded 0 example specs; kept 14 already in the catalog."))
    }

    @Test("list prints a table, filters, and prints JSON with the documented fields")
    func listCommand() throws {
        _ = try herocat("init", "--seed")
        let before = try catalogBytes()
        let table = try herocat("list")
        #expect(table.status == 0)
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.count == 15 && lines[0].hasPrefix("NAME"))
        #expect(lines.contains { $0.hasPrefix("music.mini-player") && $0.contains("Mini player to full player") && $0.contains("expand") })

        let tagged = try herocat("list", "--tag", "anti-pattern", "--json")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(tagged.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["name"] as? String } == ["music.slide-in-player", "photos.push-across-navigation", "recipes.single-container-card"])
        #expect(objects.allSatisfy { $0["title"] is String && $0["pattern"] is String && $0["elements"] is Int })

        let tabs = try herocat("list", "--pattern", "tab-indicator")
        #expect(tabs.stdout.split(separator: "\n").count == 2)
        #expect(try herocat("list", "--pattern", "explode").status == 2)
        #expect(try herocat("show", "tabs.indicator").status == 0)
        #expect(try catalogBytes() == before, "reading must not write to the catalog")
    }

    @Test("Every bundled spec round-trips: show, add to a fresh catalog, show again gives the same bytes")
    func showRoundTrip() throws {
        _ = try herocat("init", "--seed")
        _ = try herocat("init", "--db", "fresh.sqlite")
        let names = try FileManager.default.contentsOfDirectory(atPath: HerocatProcess.seeds.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(names.count >= 10)
        for name in names {
            for format in ["yaml", "json"] {
                let shown = try herocat("show", name, "--format", format)
                #expect(shown.status == 0, "\(shown.stderr)")
                let file = directory.url.appendingPathComponent("\(name).\(format)")
                try Data(shown.stdout.utf8).write(to: file)
                let added = try herocat("add", "--db", "fresh.sqlite", "--replace", "--force", file.path)
                #expect(added.status == 0, "\(added.stderr)")
                let again = try herocat("show", "--db", "fresh.sqlite", name, "--format", format)
                #expect(again.stdout == shown.stdout)
            }
        }
    }

    @Test("add stores files and stdin in one transaction; an existing name needs --replace")
    func addCommand() throws {
        _ = try herocat("init")
        let seed = HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path
        let first = try herocat("add", seed)
        #expect(first.status == 0 && first.stdout == "added tabs.indicator\n")

        let before = try catalogBytes()
        let duplicate = try herocat("add", seed)
        #expect(duplicate.status == 4 && duplicate.stderr.contains("--replace") && duplicate.stdout.isEmpty)
        #expect(try catalogBytes() == before)

        let same = try herocat("add", "--replace", seed)
        #expect(same.status == 0 && same.stdout == "unchanged tabs.indicator\n")
        let changed = directory.url.appendingPathComponent("changed.yaml")
        try Data(try String(contentsOfFile: seed, encoding: .utf8).replacingOccurrences(of: "title: ", with: "title: New ").utf8).write(to: changed)
        let replaced = try herocat("add", "--replace", changed.path)
        #expect(replaced.status == 0 && replaced.stdout == "replaced tabs.indicator\n")

        let fromStdin = try herocat("add", "-", stdin: try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("profile.avatar-zoom.yaml"), encoding: .utf8))
        #expect(fromStdin.status == 0 && fromStdin.stdout == "added profile.avatar-zoom\n")

        // One bad file among good ones: nothing is stored, and every problem is reported.
        let good = HerocatProcess.seeds.appendingPathComponent("store.card-to-detail.yaml").path
        let bad1 = HerocatProcess.fixtures.appendingPathComponent("malformed/20-negative-width.yaml").path
        let bad2 = HerocatProcess.fixtures.appendingPathComponent("malformed/43-name-uppercase.yaml").path
        let mixed = try herocat("add", good, bad1, bad2)
        #expect(mixed.status == 3)
        #expect(mixed.stderr.contains("20-negative-width.yaml") && mixed.stderr.contains("43-name-uppercase.yaml"))
        #expect(try herocat("show", "store.card-to-detail").status == 4)

        // Two files claiming one name: refused as input, naming both, even beside a broken file.
        let twin = directory.url.appendingPathComponent("twin.yaml")
        try FileManager.default.copyItem(atPath: good, toPath: twin.path)
        let twins = try herocat("add", bad1, good, twin.path)
        #expect(twins.status == 3 && twins.stderr.contains("\(twin.path): the name 'store.card-to-detail' is also used by \(good)"))

        let missingFile = try herocat("add", "nope.yaml")
        #expect(missingFile.status == 3 && missingFile.stderr == "herocat: error: nope.yaml: no such file\n")
    }

    @Test("Each malformed input gets exit 3, an error naming the problem, and leaves the catalog unchanged")
    func malformedCorpus() throws {
        _ = try herocat("init", "--seed")
        let before = try catalogBytes()
        let expectations = try JSONDecoder().decode(
            [String: String].self, from: Data(contentsOf: HerocatProcess.fixtures.appendingPathComponent("malformed/expectations.json")))
        #expect(expectations.count >= 25)
        for (file, expected) in expectations.sorted(by: { $0.key < $1.key }) {
            let path = HerocatProcess.fixtures.appendingPathComponent("malformed/\(file)").path
            let result = try herocat("add", "--force", path)
            #expect(result.status == 3, "\(file): \(result.stderr)")
            #expect(result.stderr.hasPrefix("herocat: error: ") && result.stderr.contains(expected), "\(file): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try catalogBytes() == before)
    }

    @Test("add refuses specs with error findings (exit 1), naming them with their lines, unless --force")
    func addRefusesErrors() throws {
        _ = try herocat("init")
        let push = HerocatProcess.seeds.appendingPathComponent("photos.push-across-navigation.yaml").path
        let good = HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path
        let refused = try herocat("add", good, push)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("photos.push-across-navigation.yaml:"))
        #expect(refused.stderr.contains("[navigation_push]") && refused.stderr.contains("--force"))
        #expect(try herocat("list", "--json").stdout == "[]\n")

        let forced = try herocat("add", "--force", good, push)
        #expect(forced.status == 0)
        let listed = try herocat("list")
        #expect(listed.stdout.split(separator: "\n").contains { $0.hasPrefix("photos.push-across-navigation") && $0.hasSuffix("error") })
        #expect(listed.stdout.split(separator: "\n").contains { $0.hasPrefix("tabs.indicator") && $0.hasSuffix("-") })
    }

    @Test("remove deletes a spec; removing it again is a catalog error")
    func removeCommand() throws {
        _ = try herocat("init", "--seed")
        let removed = try herocat("remove", "tabs.indicator")
        #expect(removed.status == 0 && removed.stdout == "removed tabs.indicator\n")
        let again = try herocat("remove", "tabs.indicator")
        #expect(again.status == 4 && again.stderr.contains("no spec named 'tabs.indicator'"))
        #expect(try herocat("show", "tabs.indicator").status == 4)
    }

    @Test("Commands on a missing catalog say how to create one (exit 4) and create nothing")
    func missingCatalog() throws {
        for arguments in [["list"], ["show", "a"], ["remove", "a"], ["add", HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path]] {
            let result = try HerocatProcess.run(arguments, in: directory.url)
            #expect(result.status == 4 && result.stderr.contains("herocat init"), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test("Foreign files are refused with exit 4 and never written; so is a newer schema")
    func foreignFiles() throws {
        let text = directory.url.appendingPathComponent("herocat.sqlite")
        try Data("not a database".utf8).write(to: text)
        for arguments in [["list"], ["init"], ["init", "--seed"], ["remove", "a"]] {
            let result = try HerocatProcess.run(arguments, in: directory.url)
            #expect(result.status == 4 && result.stderr.contains("not a SQLite database"), "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: text) == Data("not a database".utf8))

        try FileManager.default.removeItem(at: text)
        _ = try herocat("init")
        _ = try sqlite(text, "PRAGMA user_version = 99")
        let newer = try herocat("list")
        #expect(newer.status == 4 && newer.stderr.contains("schema version 99") && newer.stderr.contains("supports (\(CatalogDamage.newestMigration.number))"))
    }

    @Test("The catalog is found by --db, then HEROCAT_DB, then the nearest herocat.sqlite upward")
    func discovery() throws {
        _ = try herocat("init", "--seed")
        let nested = directory.url.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let fromParent = try HerocatProcess.run(["list"], in: nested)
        #expect(fromParent.status == 0 && fromParent.stdout.contains("music.mini-player"))

        _ = try herocat("init", "--db", "other.sqlite")
        let other = directory.url.appendingPathComponent("other.sqlite").path
        let fromEnvironment = try HerocatProcess.run(["list", "--json"], in: nested, environment: ["HEROCAT_DB": other])
        #expect(fromEnvironment.stdout == "[]\n")
        let explicit = try HerocatProcess.run(["list", "--db", directory.url.appendingPathComponent("herocat.sqlite").path, "--json"], in: nested, environment: ["HEROCAT_DB": other])
        #expect(explicit.stdout.contains("music.mini-player"))
    }

    @Test("demo lists and shows the bundled catalog without touching the current directory")
    func demo() throws {
        let result = try herocat("demo")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("$ herocat list") && result.stdout.contains("recipes.grid-to-detail"))
        #expect(result.stdout.contains("name: music.mini-player"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}
