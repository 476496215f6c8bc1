import CatalogStore
import SpecModel

/// The application layer both front ends call (the CLI, a server): every catalog
/// operation with its write policy, errors as data (`ServiceError`), and the documents
/// of the JSON outputs (`Documents`). Reads and writes are async on the store, so a caller
/// on an event loop is never blocked by disk or by another writer. The store is any
/// `CatalogStorage`: the service never knows which database holds the catalog.
public struct CatalogService: Sendable {
    public let catalog: any CatalogStorage

    public init(catalog: any CatalogStorage) {
        self.catalog = catalog
    }

    /// An empty catalog in memory, its schema applied (tests, the demo).
    public static func inMemory() throws(ServiceError) -> CatalogService {
        CatalogService(catalog: try refusing { try Catalog.inMemory() })
    }

    /// The existing catalog for a server (which never upgrades a schema): a file on a
    /// connection pool, or a PostgreSQL database.
    public static func openForServing(at path: String, busyTimeout: Double = CatalogService.defaultBusyTimeout) throws(ServiceError) -> CatalogService {
        CatalogService(catalog: try refusing { try CatalogStores.openForServing(path, busyTimeout: busyTimeout) })
    }

    /// The existing catalog (a file, or a `postgres://` address), opened for `purpose` (an
    /// older schema is refused when reading, upgraded when writing); a missing one is
    /// `catalogUnavailable` (`CatalogError.missing`).
    public static func open(at path: String, busyTimeout: Double = CatalogService.defaultBusyTimeout, for purpose: CatalogPurpose = .read) throws(ServiceError) -> CatalogService {
        CatalogService(catalog: try refusing { try CatalogStores.open(path, busyTimeout: busyTimeout, for: purpose.store) })
    }

    /// Creates the catalog, or opens an existing one to write (upgrading an older
    /// schema: `upgrade` says so); `created` is false when one was there.
    public static func create(at path: String, busyTimeout: Double = CatalogService.defaultBusyTimeout) async throws(ServiceError) -> (service: CatalogService, created: Bool) {
        let (catalog, created) = try await refusing { try await CatalogStores.create(path, busyTimeout: busyTimeout) }
        return (CatalogService(catalog: catalog), created)
    }

    /// The catalog's file (or the label of a writer given by the caller).
    public var path: String { catalog.path }

    /// The upgrade opening this catalog to write made, if any.
    public var upgrade: SchemaUpgrade? { catalog.upgrade }

    public func schemaVersion() async throws(ServiceError) -> Int {
        try await refusing { try await catalog.schemaVersion() }
    }
}

extension CatalogService {
    /// Runs store and parser work, turning what they throw into a `ServiceError`.
    static func refusing<T>(_ body: () throws -> T) throws(ServiceError) -> T {
        do {
            return try body()
        } catch {
            throw ServiceError.from(error)
        }
    }

    static func refusing<T>(_ body: () async throws -> T) async throws(ServiceError) -> T {
        do {
            return try await body()
        } catch {
            throw ServiceError.from(error)
        }
    }

    func refusing<T>(_ body: () async throws -> T) async throws(ServiceError) -> T {
        try await Self.refusing(body)
    }
}

extension ServiceError {
    /// The modules' errors as service errors. Anything else is a bug, and said to be one
    /// rather than passed off as a problem with the catalog.
    static func from(_ error: any Error) -> ServiceError {
        switch error {
        case let error as ServiceError: return error
        case let error as CatalogError: return ServiceError(.catalog(error))
        case let error as SpecError: return ServiceError(.invalidSpec(error))
        default: return ServiceError(.unexpected(String(describing: error)))
        }
    }
}
