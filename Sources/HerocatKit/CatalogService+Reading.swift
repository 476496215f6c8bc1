import CatalogStore
import SpecModel

extension CatalogService {
    /// The stored spec; `notFound` names the closest stored name, if one is close.
    public func spec(_ name: CatalogName) async throws(ServiceError) -> TransitionSpec {
        try await suggesting(name) { try await catalog.spec(named: name) }
    }

    /// The stored spec and the revision it is at (for a server's ETag).
    public func specWithRevision(_ name: CatalogName) async throws(ServiceError) -> (spec: TransitionSpec, revision: Int) {
        try await suggesting(name) { try await catalog.specWithRevision(named: name) }
    }

    /// The spec as it was at a past revision.
    public func spec(_ name: CatalogName, revision: Int) async throws(ServiceError) -> TransitionSpec {
        try await suggesting(name) { try await catalog.spec(named: name, revision: revision) }
    }

    /// Every revision of a spec, oldest first; a removed spec keeps its history.
    public func history(_ name: CatalogName) async throws(ServiceError) -> [Revision] {
        try await suggesting(name) { try await catalog.history(of: name) }
    }

    /// The matching summaries, all at once.
    public func list(_ filter: SpecFilter = SpecFilter()) async throws(ServiceError) -> [SpecSummary] {
        try await refusing { try await catalog.summaries(filter) }
    }

    /// The matching summaries, streamed: `body` runs once per spec on the store's reader
    /// queue, so a catalog of any size lists in constant memory.
    public func forEachSummary(_ filter: SpecFilter = SpecFilter(), _ body: @escaping @Sendable (SpecSummary) throws -> Void) async throws(ServiceError) {
        try await refusing { try await catalog.forEachSummary(filter, body) }
    }

    /// The longest name and title, for aligning a table of summaries.
    public func columnWidths() async throws(ServiceError) -> ColumnWidths {
        try await refusing { try await catalog.columnWidths() }
    }

    public func names() async throws(ServiceError) -> [String] {
        try await refusing { try await catalog.names() }
    }

    /// A `notFound` of `name` carries the closest stored name, for "did you mean".
    func suggesting<T>(_ name: CatalogName, _ body: () async throws -> T) async throws(ServiceError) -> T {
        do {
            return try await body()
        } catch CatalogError.notFound(let missing) where missing == name {
            let names = (try? await catalog.names()) ?? []
            throw ServiceError(.catalog(.notFound(name)), nearest: Suggestion.closest(to: name.rawValue, among: names))
        } catch {
            throw ServiceError.from(error)
        }
    }
}
