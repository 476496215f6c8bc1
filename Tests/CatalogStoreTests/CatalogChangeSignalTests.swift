import BundledCatalog
import CatalogStore
import Foundation
import GRDB
import SpecModel
import TestPostgres
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

        let start = try await signal.version()
        #expect(try await catalog.allSpecs().isEmpty) // a read on another connection
        #expect(try await signal.version() == start)
        try await catalog.add([SpecWrite(specs[0])], author: "test")
        let afterAdd = try await signal.version()
        #expect(afterAdd != start)
        #expect(try await signal.version() == afterAdd)

        // A commit on a plain SQLite connection of its own, as another process would make.
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "INSERT INTO tokens (name, role, hash, created_at) VALUES ('ada', 'viewer', 'h', 't')") }
        #expect(try await signal.version() != afterAdd)
    }

    #if PostgreSQL
    @Test("PostgreSQL: a catalog reads on after the server ends its idle connections")
    func pooledConnectionsTheServerEndedAreReplaced() async throws {
        let location = try await PostgresServer.shared.newDatabase()
        let (catalog, _) = try await CatalogStores.create(location)
        try await catalog.add([SpecWrite(try BundledCatalog.specs()[0])], author: "test")
        #expect(try await catalog.allSpecs().count == 1)   // the pool now holds an idle connection
        try await PostgresServer.shared.endSessions(of: location)
        #expect(try await catalog.allSpecs().count == 1)
        try await catalog.add([SpecWrite(try BundledCatalog.specs()[1])], author: "test")
        #expect(try await catalog.allSpecs().count == 2)
    }

    @Test("PostgreSQL: a commit through another replica moves the version; one through this replica at once")
    func postgresReplicasSignal() async throws {
        let location = try await PostgresServer.shared.newDatabase()
        let (writer, _) = try await CatalogStores.create(location)
        let replica = try CatalogStores.open(location, for: .write)
        let signal = try #require(try replica.changeSignal())
        let specs = try BundledCatalog.specs()

        let listening = try await listeningVersion(signal)
        #expect(try await replica.allSpecs().isEmpty) // a read moves nothing
        #expect(try await signal.version() == listening)

        // Each write has moved the version by the time it returns: another replica's (told by
        // NOTIFY, ahead of the signal's own round trip) as well as this replica's.
        var last = listening
        for spec in specs.dropLast() {
            try await writer.add([SpecWrite(spec)], author: "test")
            let now = try await signal.version()
            #expect(now != last)
            last = now
        }
        try await replica.add([SpecWrite(specs[specs.count - 1])], author: "test")
        #expect(try await signal.version() != last)
    }

    /// The version once the signal's connection listens (it connects in the background).
    private func listeningVersion(_ signal: any CatalogChangeSignaling) async throws -> Int {
        for _ in 0..<1000 {
            if let version = try? await signal.version() { return version }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw CatalogError.unreadable(path: "signal", reason: "the change signal never listened")
    }
    #endif

    @Test("A missing file is refused as a catalog error")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: CatalogError.self) { try CatalogChangeSignal(path: directory.path("absent/c.sqlite")) }
    }
}
