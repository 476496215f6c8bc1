import Foundation
import Testing
import TestThreads

/// Writes refuse a catalog that fails SQLite's quick check, before writing anything.
@Suite("Quick check before writing", .waitsOnProcesses)
struct QuickCheckTests: CatalogFileSuite {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    @Test("A damaged catalog: add, remove and token create refuse it (exit 4), its bytes unchanged")
    func damagedCatalogRefused() throws {
        try seeded()
        try CatalogDamage.corruptPage(of: database)
        let bytes = try Data(contentsOf: database)
        let file = try CatalogDamage.specFile("team.card", in: directory.url)
        for arguments in [["add", file.path], ["remove", "music.mini-player"], ["token", "create", "--name", "ana", "--role", "editor"]] {
            let result = try HerocatProcess.run(arguments + ["--db", "c.sqlite"], in: directory.url)
            #expect(result.status == 4, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("herocat: error: c.sqlite fails SQLite's quick check ("), "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasSuffix("); nothing was written; run 'herocat check' for details and restore from a backup\n"), "\(result.stderr)")
            #expect(try Data(contentsOf: database) == bytes)
        }
    }

    @Test("list --json on a damaged catalog: the whole document or none of it, never cut-short JSON")
    func damagedListing() throws {
        try seeded()
        try CatalogDamage.corruptPage(of: database, table: "transitions")
        let listed = try herocat("list", "--json", "--db", "c.sqlite")
        #expect(listed.status == 4 && listed.stdout.isEmpty, "\(listed.status): \(listed.stdout.prefix(200))")
        #expect(listed.stderr.hasPrefix("herocat: error: the catalog c.sqlite cannot be used: "), "\(listed.stderr)")
    }

    @Test("A healthy catalog takes writes as before")
    func healthyCatalogWrites() throws {
        #expect(try herocat("init", "--seed", "--db", "c.sqlite").status == 0)
        let file = try CatalogDamage.specFile("team.card", in: directory.url)
        let result = try herocat("add", "--db", "c.sqlite", file.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sqlite(database, "SELECT count(*) FROM transitions WHERE name = 'team.card'") == "1")
    }
}
