import Foundation
import Testing
import TestThreads

/// An older catalog (the newest migration taken back with sqlite3) is never upgraded
/// silently: readers refuse it untouched; writers keep a copy, then upgrade all at once.
@Suite("Schema upgrades", .waitsOnProcesses)
struct SchemaUpgradeTests: CatalogFileSuite {
    let directory: TemporaryDirectory
    var latest: Int { CatalogDamage.newestMigration.number }
    init() throws { directory = try TemporaryDirectory() }

    func olderCatalog() throws {
        try seeded()
        try CatalogDamage.makeOlder(database)
        #expect(try sqlite(database, "PRAGMA user_version") == "\(latest - 1)")
    }

    func tables(_ file: URL) throws -> Set<String> {
        Set(try sqlite(file, "SELECT name FROM sqlite_master WHERE type = 'table'").split(separator: "\n").map(String.init))
    }

    @Test("Commands that read refuse an older schema, saying how to upgrade, and leave the file's bytes as they were")
    func readersRefuse() throws {
        try olderCatalog()
        let before = try Data(contentsOf: database)
        let refusal = "herocat: error: c.sqlite has schema \(latest - 1), older than this herocat's (\(latest)); run 'herocat init --db c.sqlite' to upgrade it (a backup copy is kept)\n"
        for arguments in [["list"], ["show", "music.mini-player"], ["history", "music.mini-player"], ["validate", "--all"], ["token", "list"]] {
            let result = try HerocatProcess.run(arguments + ["--db", "c.sqlite"], in: directory.url)
            #expect(result.status == 4, "\(arguments)")
            #expect(result.stderr == refusal, "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: database) == before)
        #expect(!FileManager.default.fileExists(atPath: database.path + ".schema-\(latest - 1).bak"))
        // check and backup take the file as it is.
        let check = try herocat("check", "--db", "c.sqlite")
        #expect(check.status == 0 && check.stdout.contains("schema \(latest - 1))"), "\(check.stderr)")
        #expect(try Data(contentsOf: database) == before)
    }

    @Test("A write upgrades: a copy of the old catalog first, then the migrations, said on stderr")
    func writerUpgrades() throws {
        try olderCatalog()
        let file = try CatalogDamage.specFile("team.card", in: directory.url)
        let result = try herocat("add", "--db", "c.sqlite", file.path)
        #expect(result.status == 0, "\(result.stderr)")
        let backup = directory.url.appendingPathComponent("c.sqlite.schema-\(latest - 1).bak")
        #expect(result.stderr.contains("herocat: upgraded c.sqlite from schema \(latest - 1) to \(latest); the old catalog is kept as \(backup.lastPathComponent)\n"), "\(result.stderr)")
        #expect(try sqlite(database, "PRAGMA user_version") == "\(latest)")
        #expect(try tables(database).isSuperset(of: CatalogDamage.newestMigration.tables))
        #expect(try sqlite(database, "SELECT count(*) FROM transitions WHERE name = 'team.card'") == "1")
        // The copy is the old catalog: its schema, without the spec just added.
        #expect(try sqlite(backup, "PRAGMA user_version") == "\(latest - 1)")
        #expect(try tables(backup).isDisjoint(with: CatalogDamage.newestMigration.tables))
        #expect(try sqlite(backup, "SELECT count(*) FROM transitions WHERE name = 'team.card'") == "0")
        #expect(try Int(sqlite(backup, "SELECT count(*) FROM transitions")) == Int(sqlite(database, "SELECT count(*) - 1 FROM transitions")))
        // Upgraded once: the next write says nothing, readers read.
        let again = try herocat("remove", "team.card", "--db", "c.sqlite")
        #expect(again.status == 0 && !again.stderr.contains("upgraded"), "\(again.stderr)")
        #expect(try herocat("list", "--db", "c.sqlite").status == 0)
        #expect(try herocat("check", "--db", "c.sqlite").status == 0)
    }

    @Test("init upgrades too, and never overwrites an earlier copy: a numbered name instead")
    func initUpgradesBesideEarlierCopy() throws {
        try olderCatalog()
        let earlier = directory.url.appendingPathComponent("c.sqlite.schema-\(latest - 1).bak")
        try Data("an earlier copy\n".utf8).write(to: earlier)
        let result = try herocat("init", "--db", "c.sqlite")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "herocat: upgraded c.sqlite from schema \(latest - 1) to \(latest); the old catalog is kept as c.sqlite.schema-\(latest - 1).2.bak\n")
        #expect(result.stdout.contains("Catalog c.sqlite is up to date (schema \(latest))"))
        #expect(try String(contentsOf: earlier, encoding: .utf8) == "an earlier copy\n")
        #expect(try sqlite(directory.url.appendingPathComponent("c.sqlite.schema-\(latest - 1).2.bak"), "PRAGMA user_version") == "\(latest - 1)")
    }

    @Test("A migration that fails leaves the catalog exactly as it was (bytes and .dump), exit 4")
    func failedUpgradeChangesNothing() throws {
        try olderCatalog()
        // A table already named like one the migration creates: its CREATE TABLE fails.
        let table = try #require(CatalogDamage.newestMigration.tables.last)
        _ = try sqlite(database, "CREATE TABLE \(table) (squatter TEXT); INSERT INTO \(table) VALUES ('mine')")
        try CatalogDamage.checkpoint(database)
        let bytes = try Data(contentsOf: database)
        let dump = try sqlite(database, ".dump")
        let file = try CatalogDamage.specFile("team.card", in: directory.url)
        let result = try herocat("add", "--db", "c.sqlite", file.path)
        #expect(result.status == 4)
        #expect(result.stderr.hasPrefix("herocat: error: c.sqlite could not be upgraded from schema \(latest - 1) to \(latest) ("), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("); it was left as it was\n"))
        #expect(try Data(contentsOf: database) == bytes)
        #expect(try sqlite(database, ".dump") == dump)
        #expect(try sqlite(database, "PRAGMA user_version") == "\(latest - 1)")
        #expect(!FileManager.default.fileExists(atPath: database.path + ".schema-\(latest - 1).bak"))
    }
}
