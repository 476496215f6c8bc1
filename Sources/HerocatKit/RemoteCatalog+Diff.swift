import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpecModel

extension RemoteCatalog {
    /// The server computes the diff with the same code a local catalog uses.
    public func diff(_ name: CatalogName, from: Int, to: Int) async throws(ServiceError) -> String {
        let query = [URLQueryItem(name: "from", value: String(from)), URLQueryItem(name: "to", value: String(to))]
        return String(decoding: try await send("GET", "api/specs/\(name)/diff", query: query, name: name).body, as: UTF8.self)
    }
}
