import GRDB
import SpecModel

/// What `load` did, by count.
public struct LoadSummary: Equatable, Sendable {
    public var added = 0
    public var changed = 0
    public var unchanged = 0
    public var removed = 0
    public init() {}
}

extension Catalog {
    /// Makes the catalog hold `writes` in one transaction, all or nothing: new
    /// names are added, changed specs replaced, identical ones left alone; with
    /// `prune`, specs not among `writes` are removed. Every change is a revision.
    public func load(_ writes: [SpecWrite], prune: Bool, author: String) throws -> LoadSummary {
        try write { db in
            // Taken inside the transaction, so revision times follow commit order.
            let now = Self.timestamp()
            var summary = LoadSummary()
            for item in writes {
                let existing = try Self.storedSpec(named: item.spec.name, db)
                switch try Self.store(item, replacing: existing, author: author, at: now, db) {
                case .added: summary.added += 1
                case .replaced: summary.changed += 1
                case .unchanged: summary.unchanged += 1
                }
            }
            guard prune else { return summary }
            let kept = Set(writes.map(\.spec.name.rawValue))
            for name in try String.fetchAll(db, sql: "SELECT name FROM transitions ORDER BY name") where !kept.contains(name) {
                guard let catalogName = CatalogName(name), let existing = try Self.storedSpec(named: catalogName, db) else { continue }
                try Self.delete(existing, author: author, at: now, db)
                summary.removed += 1
            }
            return summary
        }
    }
}
