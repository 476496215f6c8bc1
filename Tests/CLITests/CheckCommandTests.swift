import Foundation
import Testing
import TestThreads

@Suite("herocat check", .waitsOnProcesses)
struct CheckCommandTests: CatalogFileSuite {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    @Test("A healthy catalog: ok, with its spec count and schema, exit 0, nothing written")
    func healthy() throws {
        try seeded()
        try CatalogDamage.checkpoint(database)
        let specs = try sqlite(database, "SELECT count(*) FROM transitions")
        let before = try Data(contentsOf: database)
        let result = try herocat("check", "--db", "c.sqlite")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "catalog c.sqlite: ok (\(specs) specs, schema \(CatalogDamage.newestMigration.number))\n")
        #expect(result.stderr.isEmpty)
        #expect(try Data(contentsOf: database) == before)
    }

    @Test("Broken invariants: each named on its own line, exit 4")
    func brokenInvariants() throws {
        try seeded()
        _ = try sqlite(database, """
            DELETE FROM revisions WHERE name = 'music.mini-player';
            DELETE FROM spec_search WHERE rowid = (SELECT id FROM transitions WHERE name = 'tabs.indicator');
            INSERT INTO revisions (name, revision, action, author, at, change)
                SELECT name, 2, 'remove', 'someone', '2026-01-01T00:00:00Z', 'removed' FROM transitions WHERE name = 'store.card-to-detail';
            """)
        let result = try herocat("check", "--db", "c.sqlite")
        #expect(result.status == 4)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("herocat: error: c.sqlite: 'music.mini-player' is stored, but has no revision in revisions"), "\(lines)")
        #expect(lines.contains("herocat: error: c.sqlite: 'tabs.indicator' has no full-text search row (spec_search)"), "\(lines)")
        #expect(lines.contains("herocat: error: c.sqlite: 'store.card-to-detail' is stored, but its newest revision (2) is its removal"), "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix("herocat: error: c.sqlite: ") })
    }

    @Test("A gap in a spec's revisions and a revision storing a spec that is gone are found")
    func revisionsOutOfStep() throws {
        try seeded()
        let file = try CatalogDamage.specFile("team.card", in: directory.url)
        #expect(try herocat("add", "--db", "c.sqlite", file.path).status == 0)
        let edited = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "title: Mini player to full player", with: "title: Card")
        try Data(edited.utf8).write(to: file)
        #expect(try herocat("add", "--db", "c.sqlite", "--replace", file.path).status == 0)
        #expect(try sqlite(database, "SELECT max(revision) FROM revisions WHERE name = 'team.card'") == "2")
        #expect(try herocat("check", "--db", "c.sqlite").status == 0)
        _ = try sqlite(database, """
            DELETE FROM revisions WHERE name = 'team.card' AND revision = 1;
            INSERT INTO revisions (name, revision, action, author, at, change, spec_yaml)
                VALUES ('ghost.spec', 1, 'add', 'someone', '2026-01-01T00:00:00Z', 'added', 'x');
            """)
        let result = try herocat("check", "--db", "c.sqlite")
        #expect(result.status == 4)
        #expect(result.stderr.contains("herocat: error: c.sqlite: 'team.card' has 1 revisions numbered up to 2: some are missing"), "\(result.stderr)")
        #expect(result.stderr.contains("herocat: error: c.sqlite: 'ghost.spec': its newest revision (1) stores it, but it is not in transitions"), "\(result.stderr)")
    }

    @Test("A page overwritten in the middle of the file: SQLite's integrity check fails, exit 4")
    func corruptPage() throws {
        try seeded()
        try CatalogDamage.corruptPage(of: database)
        let result = try herocat("check", "--db", "c.sqlite")
        #expect(result.status == 4)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("herocat: error: c.sqlite: integrity_check: "), "\(result.stderr)")
    }

    @Test("Not a catalog, or none: the usual refusals, exit 4")
    func notACatalog() throws {
        let missing = try herocat("check", "--db", "none.sqlite")
        #expect(missing.status == 4 && missing.stderr.contains("no catalog at none.sqlite"))
        try Data("notes, not a database\n".utf8).write(to: directory.url.appendingPathComponent("notes.sqlite"))
        let text = try herocat("check", "--db", "notes.sqlite")
        #expect(text.status == 4 && text.stderr.contains("notes.sqlite is not a SQLite database"))
        _ = try sqlite(directory.url.appendingPathComponent("other.sqlite"), "CREATE TABLE t(x)")
        let other = try herocat("check", "--db", "other.sqlite")
        #expect(other.status == 4 && other.stderr.contains("other.sqlite is a SQLite database but not a herocat catalog"))
    }
}
