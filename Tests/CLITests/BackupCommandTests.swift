import Foundation
import Testing

@Suite("herocat backup")
struct BackupCommandTests {
    let directory: TemporaryDirectory
    var database: URL { directory.url.appendingPathComponent("c.sqlite") }
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    func seeded() throws {
        let created = try herocat("init", "--seed", "--db", "c.sqlite")
        try #require(created.status == 0, "\(created.stderr)")
    }

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
        let writer = try UncommittedWriter(database, sql: "DELETE FROM tags; DELETE FROM transitions WHERE name = 'music.mini-player'")
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

/// Another process in the middle of a write transaction (`BEGIN IMMEDIATE`, `sql` run,
/// not committed) until `release()`, which rolls it back.
final class UncommittedWriter {
    let process = Process()
    private let input = Pipe()

    static let script = """
        import sqlite3, sys
        connection = sqlite3.connect(sys.argv[1], timeout=0, isolation_level=None)
        connection.execute("BEGIN IMMEDIATE")
        for statement in sys.argv[2].split(";"):
            if statement.strip():
                connection.execute(statement)
        print("writing", flush=True)
        sys.stdin.readline()
        connection.execute("ROLLBACK")
        """

    /// Returns once the transaction holds the write lock and has run `sql`.
    init(_ database: URL, sql: String) throws {
        process.executableURL = try Tool.require(Tool.python3)
        process.arguments = ["-c", Self.script, database.path, sql]
        process.standardInput = input
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        try #require(line.hasPrefix("writing"), "python3 could not start a write transaction on \(database.path)")
    }

    func release() {
        guard process.isRunning else { return }
        input.fileHandleForWriting.write(Data("\n".utf8))
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
