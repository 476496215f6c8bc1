import BundledCatalog
import CatalogStore
import Foundation
import GRDB
import Testing

@Suite("Migrations")
struct MigrationTests {
    @Test("A fresh catalog gets every migration, recorded, in WAL mode")
    func freshCatalog() async throws {
        let directory = try TemporaryDirectory()
        let (catalog, created) = try Catalog.create(at: directory.path("c.sqlite"))
        #expect(created)
        #expect(try await catalog.schemaVersion() == Catalog.supportedSchemaVersion)
        #expect(try await catalog.appliedMigrations() == ["0001_initial", "0002_history", "0003_search", "0004_tokens", "0005_sync_bases", "0006_sign_in_codes"])
        let queue = try DatabaseQueue(path: directory.path("c.sqlite"))
        #expect(try await queue.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        let tables = try await queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') ORDER BY name") }
        #expect(Set(["transitions", "elements", "tags", "suppressions", "revisions", "spec_search", "element_frames", "grdb_migrations", "sync_bases"]).isSubset(of: Set(tables)))
    }

    @Test("Re-running the migrations is a no-op")
    func rerunIsNoOp() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("c.sqlite")
        try await Catalog.create(at: path).catalog.add(try BundledCatalog.specs().map { SpecWrite($0) }, author: "test")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let (again, created) = try Catalog.create(at: path)
        #expect(!created)
        #expect(try await again.appliedMigrations() == ["0001_initial", "0002_history", "0003_search", "0004_tokens", "0005_sync_bases", "0006_sign_in_codes"])
        #expect(try await again.names().count == BundledCatalog.files.count)
        _ = try Catalog.open(at: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("A catalog with a newer schema is refused, naming both versions, and left untouched")
    func newerSchemaRefused() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("c.sqlite")
        _ = try Catalog.create(at: path)
        let future = Catalog.supportedSchemaVersion + 5
        try await DatabaseQueue(path: path).write { try $0.execute(sql: "PRAGMA user_version = \(future)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: CatalogError.self) { try Catalog.open(at: path) }
        #expect(error == .newerSchema(path: path, found: future, supported: Catalog.supportedSchemaVersion))
        #expect(error?.description.contains("\(future)") == true && error?.description.contains("(\(Catalog.supportedSchemaVersion))") == true)
        #expect(throws: CatalogError.self) { try Catalog.create(at: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("Files that are not herocat catalogs are refused and never written")
    func foreignFilesRefused() async throws {
        let directory = try TemporaryDirectory()
        let other = directory.path("other.sqlite")
        try await DatabaseQueue(path: other).write { try $0.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
        let text = directory.path("notes.sqlite")
        try Data("just some text, not a database\n".utf8).write(to: URL(fileURLWithPath: text))
        for (path, expected) in [(other, CatalogError.notHerocat(path: other)), (text, .notSQLite(path: text))] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(throws: expected) { try Catalog.open(at: path) }
            #expect(throws: expected) { try Catalog.create(at: path) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    @Test("A missing catalog is refused as missing (front ends say how to create one), and not created")
    func missingCatalog() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("none.sqlite")
        #expect(throws: CatalogError.missing(path: path)) { try Catalog.open(at: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
