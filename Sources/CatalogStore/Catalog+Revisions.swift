import GRDB
import SpecModel

extension Catalog {
    /// The stored spec with its newest revision number, read together.
    public func specWithRevision(named name: CatalogName) throws -> (spec: TransitionSpec, revision: Int) {
        try read { db in
            guard let stored = try Self.storedSpec(named: name, db), let revision = try Self.currentRevision(of: name, db) else {
                throw CatalogError.notFound(name)
            }
            return (stored.spec, revision)
        }
    }

    /// Stores one spec like `add`, and returns the revision it is at afterwards, from
    /// the same transaction (so an ETag never names someone else's later write).
    public func put(_ item: SpecWrite, replace: Bool, expectRevision: Int?, author: String) throws -> (outcome: AddOutcome, revision: Int) {
        try write { db in
            let now = Self.timestamp()
            let name = item.spec.name
            let current = try Self.currentRevision(of: name, db)
            if let expectRevision, current != expectRevision {
                throw CatalogError.revisionConflict(name, expected: expectRevision, current: current)
            }
            let existing = try Self.storedSpec(named: name, db)
            if existing != nil, !replace { throw CatalogError.exists(name) }
            let outcome = try Self.store(item, replacing: existing, author: author, at: now, db)
            return (outcome, try Self.currentRevision(of: name, db) ?? 0)
        }
    }

    /// Removes a spec; with `expectRevision`, only if it is still at that revision.
    public func remove(_ name: CatalogName, expectRevision: Int?, author: String) throws {
        try write { db in
            let now = Self.timestamp()
            let current = try Self.currentRevision(of: name, db)
            guard let existing = try Self.storedSpec(named: name, db) else { throw CatalogError.notFound(name) }
            if let expectRevision, current != expectRevision {
                throw CatalogError.revisionConflict(name, expected: expectRevision, current: current)
            }
            try Self.delete(existing, author: author, at: now, db)
        }
    }
}
