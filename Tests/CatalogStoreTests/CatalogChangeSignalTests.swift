import BundledCatalog
import CatalogStore
import Foundation
import GRDB
import SpecModel
import Testing

@Suite("Catalog change signal")
struct CatalogChangeSignalTests {
    @Test("The version moves when any connection commits, and only then")
    func versionMovesOnCommit() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("c.sqlite")
        let catalog = try Catalog.create(at: path).catalog
        let specs = try BundledCatalog.specs()
        let signal = try CatalogChangeSignal(path: path)

        let start = try signal.version()
        #expect(try await catalog.allSpecs().isEmpty) // a read on another connection
        #expect(try signal.version() == start)
        try await catalog.add([SpecWrite(specs[0])], author: "test")
        let afterAdd = try signal.version()
        #expect(afterAdd != start)
        #expect(try signal.version() == afterAdd)

        // A commit on a plain SQLite connection of its own, as another process would make.
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "INSERT INTO tokens (name, role, hash, created_at) VALUES ('ada', 'viewer', 'h', 't')") }
        #expect(try signal.version() != afterAdd)
    }

    @Test("A missing file is refused as a catalog error")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: CatalogError.self) { try CatalogChangeSignal(path: directory.path("absent/c.sqlite")) }
    }
}
