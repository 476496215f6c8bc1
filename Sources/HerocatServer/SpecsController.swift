import CatalogStore
import HerocatKit
import Hummingbird
import SpecModel

/// `/api/specs`: list, read, write, remove, history, export.
struct SpecsController {
    let service: CatalogService
    let policy: AccessPolicy

    func register(_ group: RouterGroup<ServerContext>) {
        group.get(use: list)
        group.post(use: create)
        group.get(":name", use: show)
        group.put(":name", use: put)
        group.delete(":name", use: remove)
        group.get(":name/history", use: history)
        group.get(":name/export", use: export)
    }

    static let defaultLimit = 50
    static let maxLimit = 1000

    @Sendable func list(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let query = request.uri.queryParameters
        let limit = try Self.integer(query["limit"], "limit", in: 1...Self.maxLimit) ?? Self.defaultLimit
        let offset = try Self.integer(query["cursor"], "cursor", in: 0...Int.max) ?? 0
        var pattern: Pattern?
        if let text = query["pattern"] {
            guard let value = Pattern(rawValue: String(text)) else {
                throw ServiceError(.badRequest, "unknown pattern '\(text)'; use one of \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            pattern = value
        }
        let filter = SpecFilter(tag: query["tag"].map(String.init), pattern: pattern, search: query["search"].map(String.init))
        let service = service
        let page = try await Offload.run { try service.list(filter, limit: limit, offset: offset) }
        return JSONResponse.make(.object([
            ("specs", .list(page.summaries.map(Documents.summary), inline: false)),
            ("nextCursor", page.next.map { .string(String($0)) } ?? .null),
        ], inline: false))
    }

    @Sendable func show(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try Self.name(context)
        let service = service
        if let text = request.uri.queryParameters["revision"] {
            let number = try Self.integer(text, "revision", in: 1...Int.max)!
            let spec = try await Offload.run { try service.spec(name, revision: number) }
            return Self.document(spec, request)
        }
        let (spec, revision) = try await Offload.run { try service.spec(name) }
        if let match = request.headers[.ifNoneMatch], ETag.revision(match) == revision {
            return Response(status: .notModified, headers: [.eTag: ETag.make(revision)])
        }
        return Self.document(spec, request, headers: [.eTag: ETag.make(revision)])
    }

    /// `PUT`: create or replace; `If-Match` makes it conditional on the current revision.
    @Sendable func put(_ request: Request, context: ServerContext) async throws -> Response {
        try await write(request, context: context, name: try Self.name(context), replace: true)
    }

    /// `POST /api/specs`: create only; a taken name is a conflict (409).
    @Sendable func create(_ request: Request, context: ServerContext) async throws -> Response {
        try await write(request, context: context, name: nil, replace: false)
    }

    private func write(_ request: Request, context: ServerContext, name: CatalogName?, replace: Bool) async throws -> Response {
        let author = try context.require(.editor, policy)!.name
        let expect = try request.headers[.ifMatch].map(ETag.expected)
        let force = Self.flag(request.uri.queryParameters["force"])
        var request = request
        let body = Array(buffer: try await request.collectBody(upTo: CatalogServer.Configuration.bodyLimit))
        let service = service
        let result = try await Offload.run {
            try service.put(name, body: body, replace: replace, expectRevision: expect, force: force, author: author)
        }
        return JSONResponse.make(.object([
            ("name", .string(result.name.rawValue)), ("outcome", .string(result.outcome.rawValue)),
            ("revision", .number(Double(result.revision))), ("findings", Documents.findings(result.report.findings)),
        ], inline: false), status: result.outcome == .added ? .created : .ok, headers: [.eTag: ETag.make(result.revision)])
    }

    @Sendable func remove(_ request: Request, context: ServerContext) async throws -> Response {
        let author = try context.require(.admin, policy)!.name
        let name = try Self.name(context)
        let expect = try request.headers[.ifMatch].map(ETag.expected)
        let service = service
        try await Offload.run { try service.remove(name, expectRevision: expect, author: author) }
        return Response(status: .noContent)
    }

    @Sendable func history(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try Self.name(context)
        let service = service
        let revisions = try await Offload.run { try service.history(name) }
        return JSONResponse.make(Documents.history(revisions))
    }

    @Sendable func export(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try Self.name(context)
        guard let format = request.uri.queryParameters["format"].map(String.init) else {
            throw ServiceError(.badRequest, "name a format: ?format=...")
        }
        let fps = try Self.integer(request.uri.queryParameters["fps"], "fps", in: 1...240) ?? 60
        let service = service
        let (text, exporter) = try await Offload.run { try service.export(name, format: format, fps: fps) }
        return JSONResponse.text(text, contentType: Self.contentType(ofExtension: exporter.fileExtension))
    }

    // MARK: Parameters

    static func name(_ context: ServerContext) throws -> CatalogName {
        let text = try context.parameters.require("name")
        guard let name = CatalogName(text) else {
            throw ServiceError(.badRequest, CatalogName.problem(with: text) ?? "invalid spec name '\(text)'")
        }
        return name
    }

    static func integer(_ text: Substring?, _ parameter: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw ServiceError(.badRequest, "\(parameter) must be a whole number in \(range.lowerBound)...\(range.upperBound == Int.max ? "" : String(range.upperBound)), got '\(text)'")
        }
        return value
    }

    static func flag(_ text: Substring?) -> Bool {
        guard let text else { return false }
        return text.isEmpty || text == "true" || text == "1"
    }

    /// The spec as a document: JSON unless `?format=yaml` or `Accept: application/yaml`.
    static func document(_ spec: TransitionSpec, _ request: Request, headers: HTTPFields = [:]) -> Response {
        let yaml = request.uri.queryParameters["format"] == "yaml" || (request.headers[.accept]?.contains("yaml") ?? false)
        return yaml
            ? JSONResponse.text(spec.document.yaml, contentType: "application/yaml; charset=utf-8", headers: headers)
            : JSONResponse.make(spec.document, headers: headers)
    }

    static func contentType(ofExtension fileExtension: String) -> String {
        if fileExtension.hasSuffix("json") { return "application/json; charset=utf-8" }
        return "text/plain; charset=utf-8"
    }
}
