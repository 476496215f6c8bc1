import CatalogStore
import SpecModel

extension CatalogService {
    /// The line diff of two revisions' YAML (as the catalog prints specs today, so a
    /// change of printer never shows as a change of spec). `to` defaults to the newest
    /// revision, `from` to the one before `to`; 0 is the empty text before the first.
    public func revisionDiff(_ name: CatalogName, from: Int? = nil, to: Int? = nil) async throws(ServiceError) -> RevisionDiff {
        let history = try await history(name)
        let to = to ?? history[history.count - 1].number
        let from = from ?? to - 1
        return RevisionDiff(name: name, from: from, to: to, old: try await yaml(name, at: from, in: history), new: try await yaml(name, at: to, in: history))
    }

    /// `historyWithDiffs` as text, for `CatalogAccess`.
    public func historyWithDiffTexts(_ name: CatalogName) async throws(ServiceError) -> [(revision: Revision, diff: String)] {
        try await historyWithDiffs(name).map { ($0.revision, $0.diff?.text ?? "") }
    }

    /// Every revision, oldest first, the newest `newest` of them with their diff against
    /// the revision before (older ones with none, so a long history costs a bounded
    /// number of reads); each revision's YAML is read once.
    public func historyWithDiffs(_ name: CatalogName, newest: Int = .max) async throws(ServiceError) -> [(revision: Revision, diff: RevisionDiff?)] {
        let history = try await history(name)
        let firstDiffed = max(0, history.count - max(0, newest))
        var entries: [(revision: Revision, diff: RevisionDiff?)] = history[..<firstDiffed].map { ($0, nil) }
        var previous = firstDiffed == 0 ? "" : try await yaml(name, at: history[firstDiffed - 1].number, in: history)
        for revision in history[firstDiffed...] {
            let current = try await yaml(name, at: revision.number, in: history)
            entries.append((revision, RevisionDiff(name: name, from: revision.number - 1, to: revision.number, old: previous, new: current)))
            previous = current
        }
        return entries
    }

    /// The YAML of revision `number` of a spec whose `history` is given; empty for 0 and for a removal.
    func yaml(_ name: CatalogName, at number: Int, in history: [Revision]) async throws(ServiceError) -> String {
        guard number != 0 else { return "" }
        guard history.contains(where: { $0.number == number }) else { throw ServiceError(.catalog(.noRevision(name, number))) }
        return try await refusing {
            do {
                return try await catalog.spec(named: name, revision: number).document.yaml
            } catch CatalogError.revisionIsRemoval {
                return ""
            }
        }
    }
}
