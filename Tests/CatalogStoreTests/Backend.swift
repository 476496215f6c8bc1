import CatalogStore
import TestPostgres
import Testing

/// The stores every behaviour test runs on: the same tests, the same expectations.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    /// PostgreSQL is tested when herocat is built with it (`--traits PostgreSQL`, as `.ci/run` does).
    static var allCases: [Backend] {
        #if PostgreSQL
        [.sqlite, .postgres]
        #else
        [.sqlite]
        #endif
    }

    var testDescription: String { rawValue }

    /// A new, empty catalog of this back end.
    func emptyCatalog() async throws -> StoreUnderTest {
        let directory = try TemporaryDirectory()
        let location = switch self {
        case .sqlite: directory.path("c.sqlite")
        case .postgres: try await PostgresServer.shared.newDatabase()
        }
        let (catalog, created) = try await CatalogStores.create(location)
        #expect(created)
        return StoreUnderTest(catalog: catalog, directory: directory)
    }
}

/// A catalog under test, with the directory its file lives in (removed with it).
struct StoreUnderTest {
    let catalog: any CatalogStorage
    let directory: TemporaryDirectory
}
