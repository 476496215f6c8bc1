import CatalogStore

/// One page of a listing, and where the next one starts.
public struct SummaryPage: Sendable {
    public var summaries: [SpecSummary]
    /// Opaque: pass it back as `cursor` with the same filter for the next page; nil on the last.
    public var nextCursor: String?
}

extension CatalogService {
    /// A page of at most `limit` matching summaries after `cursor` (nil: the first page).
    /// A listing by name pages by the last name shown, so a page costs the same wherever it
    /// is; a search (best match first) pages by position.
    public func page(_ filter: SpecFilter, limit: Int, cursor: String?) async throws(ServiceError) -> SummaryPage {
        var page = filter
        // One more than asked: whether it comes says if there is a next page.
        page.limit = limit + 1
        if filter.search == nil {
            page.after = cursor
        } else {
            page.offset = cursor.flatMap(Int.init) ?? 0
        }
        var summaries = try await list(page)
        guard summaries.count > limit else { return SummaryPage(summaries: summaries, nextCursor: nil) }
        summaries.removeLast()
        let next = filter.search == nil ? summaries.last?.name : String(page.offset + limit)
        return SummaryPage(summaries: summaries, nextCursor: next)
    }
}
