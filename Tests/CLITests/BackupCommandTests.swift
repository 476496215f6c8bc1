import Foundation
import Testing
import TestThreads

@Suite("herocat backup", .waitsOnProcesses)
struct BackupCommandTests: CatalogFileSuite {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    @Test("The copy opens as a catalog of its own, with the same specs")
    func copyIsACatalog() throws {
        try seeded()
        let specs = try sqlite(database, "SELECT count(*) FROM transitions")
        let result = try herocat("backup", "copy.sqlite", "--db", "c.sqlite")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "backed up c.sqlite to copy.sqlite (\(specs) specs)\n")
        let original = try herocat("list", "--db", "c.sqlite")
        let copy = try herocat("list", "--db", "copy.sqlite")
        #expect(copy.status == 0, "\(copy.stderr)")
        #expect(copy.stdout == original.stdout && !copy.stdout.isEmpty)
        #expect(try herocat("check", "--db", "copy.sqlite").status == 0)
        #expect(try herocat("history", "music.mini-player", "--db", "copy.sqlite").stdout == herocat("history", "music.mini-player", "--db", "c.sqlite").stdout)
    }

    @Test("An existing file is never overwritten: exit 3, the file as it was")
    func refusesExisting() throws {
        try seeded()
        let existing = directory.url.appendingPathComponent("keep.sqlite")
        try Data("precious\n".utf8).write(to: existing)
        let result = try herocat("backup", "keep.sqlite", "--db", "c.sqlite")
        #expect(result.status == 3)
        #expect(result.stderr == "herocat: error: keep.sqlite exists; choose another name or remove it\n")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "precious\n")
    }

    @Test("Taken while another process holds a write transaction open, without waiting for it; the copy leaves out what is not committed")
    func whileAnotherWrites() throws {
        try seeded()
        let before = try herocat("list", "--db", "c.sqlite").stdout
        let writer = try WriteLockHolder(database, running: "DELETE FROM tags; DELETE FROM transitions WHERE name = 'music.mini-player'", ending: "ROLLBACK")
        defer { writer.release() }
        let started = Date()
        let result = try herocat("backup", "copy.sqlite", "--db", "c.sqlite", "--wait", "0")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 30)
        writer.release()
        #expect(try herocat("list", "--db", "copy.sqlite").stdout == before)
    }

    @Test("A missing catalog is refused as missing; nothing is written")
    func missingCatalog() throws {
        let result = try herocat("backup", "copy.sqlite", "--db", "none.sqlite")
        #expect(result.status == 4 && result.stderr.contains("no catalog at none.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("copy.sqlite")))
    }
}
