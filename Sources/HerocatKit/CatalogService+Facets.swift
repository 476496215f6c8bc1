import CatalogStore
import Foundation
import SpecModel
import Validation

/// How many specs each choice of a filter would show: per tag, per pattern and per
/// worst finding (`none` for specs without findings), among the specs the search keeps.
/// Each filter's counts apply the other filters but not itself, so a count is what
/// choosing that value would list.
public struct CatalogFacets: Equatable, Sendable {
    public var tags: [String: Int] = [:]
    public var patterns: [String: Int] = [:]
    public var severities: [String: Int] = [:]
    /// Specs the whole filter keeps.
    public var matching = 0

    /// The values `SpecFilter.worst` takes, worst first.
    public static let severityOrder = Severity.allCases.sorted(by: >).map(\.rawValue) + ["none"]
}

extension CatalogService {
    /// The counts for `filter` (its `tag`, `pattern`, `worst` and `search`), read in one
    /// pass over the specs its search keeps.
    public func facets(_ filter: SpecFilter) async throws(ServiceError) -> CatalogFacets {
        let counts = FacetCounter(filter)
        try await forEachSummary(SpecFilter(search: filter.search)) { counts.count($0) }
        return counts.facets
    }
}

/// Counts summaries as they stream by (on the store's reader queue).
private final class FacetCounter: @unchecked Sendable {
    let filter: SpecFilter
    // Guarded by `lock`.
    private let lock = NSLock()
    private var counted = CatalogFacets()

    init(_ filter: SpecFilter) { self.filter = filter }

    var facets: CatalogFacets { lock.withLock { counted } }

    func count(_ summary: SpecSummary) {
        let tag = filter.tag.map { summary.tags.contains($0) } ?? true
        let pattern = filter.pattern.map { $0.rawValue == summary.pattern } ?? true
        let worst = summary.worst ?? "none"
        let severity = filter.worst.map { $0 == worst } ?? true
        lock.withLock {
            if pattern && severity { for each in summary.tags { counted.tags[each, default: 0] += 1 } }
            if tag && severity { counted.patterns[summary.pattern, default: 0] += 1 }
            if tag && pattern { counted.severities[worst, default: 0] += 1 }
            if tag && pattern && severity { counted.matching += 1 }
        }
    }
}
