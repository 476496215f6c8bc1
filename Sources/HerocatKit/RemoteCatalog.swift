import CatalogStore
import Exporters
import Foundation
import SpecModel
import Validation

/// A catalog served by `herocat serve`, spoken to over its JSON API with a bearer token.
/// Specs travel as documents; checking, exporting and printing happen here with the same
/// code as for a local file, so the output is the same. Writes are attributed by the
/// server to the token's name. A batch of several specs is one request, stored in one
/// transaction.
public struct RemoteCatalog: CatalogAccess {
    public let base: URL
    let token: String?

    /// `base` is the server's address (`http://host:port`).
    public init(base: URL, token: String?) {
        self.base = base
        self.token = token
    }

    /// The largest page the API serves, so a listing takes few requests.
    static let pageSize = 1000

    public func columnWidths() async throws(ServiceError) -> ColumnWidths {
        var name = 0, title = 0
        // SQLite's length() counts code points; so does this.
        for summary in try await summaries(SpecFilter()) {
            name = max(name, summary.name.unicodeScalars.count)
            title = max(title, summary.title?.unicodeScalars.count ?? 0)
        }
        return ColumnWidths(name: name, title: title)
    }

    public func forEachSummary(_ filter: SpecFilter, _ body: @escaping @Sendable (SpecSummary) throws -> Void) async throws(ServiceError) {
        for summary in try await summaries(filter) {
            do { try body(summary) } catch { throw ServiceError.from(error) }
        }
    }

    /// Every matching summary, page by page.
    func summaries(_ filter: SpecFilter) async throws(ServiceError) -> [SpecSummary] {
        var all: [SpecSummary] = []
        var cursor: String?
        repeat {
            var query = [URLQueryItem(name: "limit", value: String(Self.pageSize))]
            if let search = filter.search { query.append(URLQueryItem(name: "search", value: search)) }
            if let tag = filter.tag { query.append(URLQueryItem(name: "tag", value: tag)) }
            if let pattern = filter.pattern { query.append(URLQueryItem(name: "pattern", value: pattern.rawValue)) }
            if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
            let page = try await json(try await send("GET", "api/specs", query: query)) as? [String: Any]
            for row in page?["specs"] as? [[String: Any]] ?? [] {
                all.append(SpecSummary(
                    name: row["name"] as? String ?? "", title: row["title"] as? String, pattern: row["pattern"] as? String ?? "",
                    elementCount: row["elements"] as? Int ?? 0, worst: row["worst"] as? String
                ))
            }
            cursor = page?["nextCursor"] as? String
        } while cursor != nil
        return all
    }

    public func spec(_ name: CatalogName) async throws(ServiceError) -> TransitionSpec {
        try await fetchSpec(name, query: [])
    }

    public func spec(_ name: CatalogName, revision: Int) async throws(ServiceError) -> TransitionSpec {
        try await fetchSpec(name, query: [URLQueryItem(name: "revision", value: String(revision))])
    }

    func fetchSpec(_ name: CatalogName, query: [URLQueryItem]) async throws(ServiceError) -> TransitionSpec {
        let reply = try await send("GET", "api/specs/\(name)", query: query + [URLQueryItem(name: "format", value: "yaml")], name: name)
        do {
            return try TransitionSpec.parse(String(decoding: reply.body, as: UTF8.self), file: "\(base.absoluteString)/api/specs/\(name)")
        } catch {
            throw ServiceError(.catalog(.corrupt(name: name.rawValue, field: "served spec", value: "\(error)")))
        }
    }

    public func history(_ name: CatalogName) async throws(ServiceError) -> [Revision] {
        let rows = try await json(try await send("GET", "api/specs/\(name)/history", name: name)) as? [[String: Any]] ?? []
        return rows.map { row in
            Revision(name: name.rawValue, number: row["revision"] as? Int ?? 0, action: row["action"] as? String ?? "",
                     author: row["author"] as? String ?? "", time: row["time"] as? String ?? "", change: row["change"] as? String ?? "")
        }
    }

    /// The batch (graded here under the write policy) goes to `POST /api/batch` as one
    /// document, stored there in one transaction: all of it or none, as locally. `force`
    /// goes along, since the batch already passed or was forced.
    public func add(_ batch: SpecBatch, replace: Bool, expectRevision: Int?, author: String) async throws(ServiceError) -> [AddResult] {
        var headers: [String: String] = ["Content-Type": "application/yaml"]
        if let expectRevision { headers["If-Match"] = "\"\(expectRevision)\"" }
        let body = SpecDocument.object([(TransitionSpec.listKey, .list(batch.writes.map(\.spec.document), inline: false))], inline: false)
        let reply = try await send(
            "POST", "api/batch", query: [URLQueryItem(name: "force", value: "true"), URLQueryItem(name: "replace", value: String(replace))],
            body: Array(body.yaml.utf8), headers: headers, expected: expectRevision
        )
        let rows = (try await json(reply) as? [String: Any])?["results"] as? [[String: Any]] ?? []
        guard rows.count == batch.writes.count else { throw unusable("the server answered \(rows.count) results for \(batch.writes.count) specs") }
        return zip(zip(batch.writes, batch.reports), rows).map { pair, row in
            let outcome = (row["outcome"] as? String).flatMap(AddOutcome.init(rawValue:)) ?? .added
            return AddResult(name: pair.0.spec.name, outcome: outcome, revision: row["revision"] as? Int ?? 0, report: pair.1)
        }
    }

    public func remove(_ name: CatalogName, expectRevision: Int?, author: String) async throws(ServiceError) {
        _ = try await send("DELETE", "api/specs/\(name)", headers: expectRevision.map { ["If-Match": "\"\($0)\""] } ?? [:], name: name, expected: expectRevision)
    }

    public func validate(_ names: [CatalogName]) async throws(ServiceError) -> CheckResult {
        var reports: [ValidationReport] = []
        for name in names { reports.append(WritePolicy.validator.validate(try await spec(name))) }
        return CheckResult(reports: reports, rules: WritePolicy.validator.rules, unreadable: false)
    }

    public func validateAll() async throws(ServiceError) -> CheckResult {
        let names = try await summaries(SpecFilter()).compactMap { CatalogName($0.name) }.sorted()
        return try await validate(names)
    }

    public func export(_ name: CatalogName, as exporter: Exporter, options: ExportOptions) async throws(ServiceError) -> String {
        try CatalogService.export(try await spec(name), as: exporter, options: options)
    }
}
