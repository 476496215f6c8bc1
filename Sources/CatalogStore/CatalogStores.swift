/// Opens the catalog a `--db` value names: a SQLite file, or with the PostgreSQL trait a
/// `postgres://` address. The one place that knows which store a location means.
public enum CatalogStores {
    /// The existing catalog at `location`, opened for `purpose`.
    public static func open(_ location: String, busyTimeout: Double = Catalog.defaultBusyTimeout, for purpose: Catalog.Purpose = .read) throws -> any CatalogStorage {
        if isPostgres(location) {
            #if PostgreSQL
            return try PostgresCatalog.open(address: location, for: purpose)
            #else
            throw withoutPostgres(location)
            #endif
        }
        return try Catalog.open(at: location, busyTimeout: busyTimeout, for: purpose)
    }

    /// The catalog at `location`, created when there is none; `created` says which.
    public static func create(_ location: String, busyTimeout: Double = Catalog.defaultBusyTimeout) async throws -> (catalog: any CatalogStorage, created: Bool) {
        if isPostgres(location) {
            #if PostgreSQL
            let (catalog, created) = try await PostgresCatalog.create(address: location)
            return (catalog, created)
            #else
            throw withoutPostgres(location)
            #endif
        }
        let (catalog, created) = try Catalog.create(at: location, busyTimeout: busyTimeout)
        return (catalog, created)
    }

    /// The catalog at `location` for a server: a SQLite file on a connection pool, or the
    /// PostgreSQL database (whose client is a pool already).
    public static func openForServing(_ location: String, busyTimeout: Double = Catalog.defaultBusyTimeout) throws -> any CatalogStorage {
        isPostgres(location) ? try open(location, for: .read) : try Catalog.openForServing(at: location, busyTimeout: busyTimeout)
    }

    static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    private static func withoutPostgres(_ location: String) -> CatalogError {
        .unreadable(path: location, reason: "this herocat was built without PostgreSQL (build it with --traits PostgreSQL, or make install)")
    }
}
