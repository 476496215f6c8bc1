import Foundation
import CatalogStore
import SpecModel

extension RemoteCatalog {
    /// The history, then each revision's diff from the server, which computes it with the
    /// same code a local catalog uses.
    public func historyWithDiffTexts(_ name: CatalogName) async throws(ServiceError) -> [(revision: Revision, diff: String)] {
        var entries: [(revision: Revision, diff: String)] = []
        for revision in try await history(name) {
            entries.append((revision, try await diff(name, from: revision.number - 1, to: revision.number)))
        }
        return entries
    }

    func diff(_ name: CatalogName, from: Int, to: Int) async throws(ServiceError) -> String {
        let query = [URLQueryItem(name: "from", value: String(from)), URLQueryItem(name: "to", value: String(to))]
        return String(decoding: try await send("GET", "api/specs/\(name)/diff", query: query, name: name).body, as: UTF8.self)
    }
}
