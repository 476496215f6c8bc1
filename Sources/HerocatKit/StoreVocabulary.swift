import CatalogStore

// The store's value types that the front ends name, so that they use the application
// layer alone and never the store (tested by PackageLayeringTests).

public typealias SpecFilter = CatalogStore.SpecFilter
public typealias SpecSummary = CatalogStore.SpecSummary
public typealias Revision = CatalogStore.Revision
public typealias CatalogLocation = CatalogStore.CatalogLocation
public typealias CatalogChangeSignaling = CatalogStore.CatalogChangeSignaling

/// What a command opens the catalog for, which decides what an older schema gets.
public enum CatalogPurpose: Sendable {
    /// Reads only: an older schema is refused, never upgraded.
    case read
    /// Writes: an older schema is upgraded, its old catalog kept beside it first.
    case write
    /// Looks at the catalog as it is, any schema this build knows (`check`, `backup`).
    case inspect

    var store: Catalog.Purpose {
        switch self {
        case .read: .read
        case .write: .write
        case .inspect: .inspect
        }
    }
}

extension CatalogService {
    /// How long a write waits for another writer before it is `catalog_busy`.
    public static var defaultBusyTimeout: Double { Catalog.defaultBusyTimeout }
}
