import Foundation
import Testing

/// Catalogs made unhealthy with the sqlite3 shell, as a crash, a bad disk or an older
/// herocat would leave them, for the tests of `check`, `backup` and schema upgrades.
enum CatalogDamage {
    /// Moves everything into the main file (no -wal left), so later byte edits are what SQLite reads.
    static func checkpoint(_ database: URL) throws {
        _ = try sqlite(database, "PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Overwrites one page of the file with 0xFF bytes: the root page of `table`, in the
    /// middle of the file, so SQLite's quick and integrity checks fail while the schema
    /// (page 1 onwards) still reads.
    static func corruptPage(of database: URL, table: String = "revisions") throws {
        try checkpoint(database)
        let pageSize = try #require(Int(try sqlite(database, "PRAGMA page_size")))
        let page = try #require(Int(try sqlite(database, "SELECT rootpage FROM sqlite_master WHERE name = '\(table)'")))
        try #require(page > 1)
        let handle = try FileHandle(forUpdating: database)
        try handle.seek(toOffset: UInt64((page - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: pageSize))
        try handle.close()
    }

    /// The newest migration of Migrations/: its number and the tables it creates.
    static let newestMigration: (number: Int, tables: [String]) = {
        let folder = HerocatProcess.repository.appendingPathComponent("Migrations")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".sql") }.sorted()
        guard let newest = files.last, let number = Int(newest.prefix(4)),
              let sql = try? String(contentsOf: folder.appendingPathComponent(newest), encoding: .utf8) else { return (0, []) }
        let tables = sql.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count > 2, words[0] == "CREATE", words[1] == "TABLE" else { return nil }
            return String(words[2])
        }
        return (number, tables)
    }()

    /// Takes a current catalog back one schema, as the previous herocat left it: the
    /// newest migration's tables dropped, its record deleted, `user_version` set back.
    static func makeOlder(_ database: URL) throws {
        let (number, tables) = newestMigration
        try #require(number > 1 && !tables.isEmpty, "the newest migration must create a table")
        let identifier = try sqlite(database, "SELECT identifier FROM grdb_migrations ORDER BY identifier DESC LIMIT 1")
        try #require(identifier.hasPrefix(String(format: "%04d_", number)))
        _ = try sqlite(database, tables.map { "DROP TABLE \($0);" }.joined()
            + "DELETE FROM grdb_migrations WHERE identifier = '\(identifier)'; PRAGMA user_version = \(number - 1);")
        try checkpoint(database)
    }

    /// A valid spec file named `name`, from the bundled mini player.
    static func specFile(_ name: String, in directory: URL) throws -> URL {
        let template = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("music.mini-player.yaml"), encoding: .utf8)
        let file = directory.appendingPathComponent("\(name).yaml")
        try Data(template.replacingOccurrences(of: "name: music.mini-player", with: "name: \(name)").utf8).write(to: file)
        return file
    }
}

/// A suite of tests on one catalog file, `c.sqlite` in the suite's temporary directory,
/// with herocat run there.
protocol CatalogFileSuite {
    var directory: TemporaryDirectory { get }
}

extension CatalogFileSuite {
    var database: URL { directory.url.appendingPathComponent("c.sqlite") }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    /// The catalog, with the bundled examples.
    func seeded() throws {
        let created = try herocat("init", "--seed", "--db", "c.sqlite")
        try #require(created.status == 0, "\(created.stderr)")
    }
}
