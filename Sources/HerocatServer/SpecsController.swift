#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Exporters
import HerocatKit
import Hummingbird
import SpecModel

/// `/api/specs`: list, read, write, remove, history, export; each a kit call.
struct SpecsController {
    let service: CatalogService
    let policy: AccessPolicy
    let documents: ReadCache<DocumentKey, CachedDocument>

    func register(_ group: RouterGroup<ServerContext>) {
        group.get(use: list)
        group.post(use: create)
        group.get(":name", use: show)
        group.put(":name", use: put)
        group.delete(":name", use: remove)
        group.get(":name/history", use: history)
        group.get(":name/export", use: export)
        group.get(":name/diff", use: diff)
    }

    static let defaultLimit = 50
    static let maxLimit = 1000

    @Sendable func list(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let query = request.uri.queryParameters
        let limit = try Self.integer(query["limit"], "limit", in: 1...Self.maxLimit) ?? Self.defaultLimit
        var pattern: Pattern?
        if let text = query["pattern"] {
            guard let value = Pattern(rawValue: String(text)) else {
                throw ServiceError(.badParameter("unknown pattern '\(text)'; use one of \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            pattern = value
        }
        let filter = SpecFilter(tag: query["tag"].map(String.init), pattern: pattern, search: query["search"].map(String.init))
        let cursor = try Self.cursor(query["cursor"], for: filter)
        return try await documents.value(for: .page(filter, limit: limit, cursor: cursor)) {
            let page = try await service.page(filter, limit: limit, cursor: cursor)
            return CachedDocument(SpecDocument.object([
                ("specs", .list(page.summaries.map(Documents.summary), inline: false)),
                ("nextCursor", page.nextCursor.map(SpecDocument.string) ?? .null),
            ], inline: false).json, contentType: JSONResponse.jsonType)
        }.response()
    }

    @Sendable func show(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try Self.name(context)
        let yaml = Self.wantsYAML(request)
        if let text = request.uri.queryParameters["revision"] {
            let number = try Self.integer(text, "revision", in: 1...Int.max)!
            return Self.document(try await service.spec(name, revision: number), yaml: yaml).response()
        }
        let current = try await documents.value(for: .spec(name, yaml: yaml)) {
            let (spec, revision) = try await service.specWithRevision(name)
            return Self.document(spec, yaml: yaml, revision: revision)
        }
        let tag = ETag.make(current.revision ?? 0)
        if let match = request.headers[.ifNoneMatch], ETag.ifNoneMatch(match, names: tag) {
            return Response(status: .notModified, headers: [.eTag: tag])
        }
        return current.response(headers: [.eTag: tag])
    }

    /// `PUT`: create or replace; `If-Match` makes it conditional on the current revision.
    @Sendable func put(_ request: Request, context: ServerContext) async throws -> Response {
        try await write(request, context: context, name: try Self.name(context), replace: true)
    }

    /// `POST /api/specs`: create only; a taken name is a conflict (409).
    @Sendable func create(_ request: Request, context: ServerContext) async throws -> Response {
        try await write(request, context: context, name: nil, replace: false)
    }

    /// Parses and grades the body under the kit's write policy, then stores it.
    private func write(_ request: Request, context: ServerContext, name: CatalogName?, replace: Bool) async throws -> Response {
        let author = try context.author(.editor, policy)
        let ifMatch = try request.headers[.ifMatch].map(ETag.ifMatch)
        let force = try Self.flag(request.uri.queryParameters["force"], "force")
        var request = request
        let body = Array(buffer: try await request.collectBody(upTo: CatalogServer.Configuration.bodyLimit))
        let batch = try SpecBatch([.bytes(body, file: "\(name?.rawValue ?? "body").yaml")], force: force)
        if let name, let sent = batch.writes.first?.spec.name, sent != name { throw Self.misnamed(sent, sentTo: name) }
        let result = try await service.add(batch, replace: replace, expectRevision: try ifMatch?.expectedRevision(), author: author)[0]
        return JSONResponse.make(WriteResult.make(result), status: result.outcome == .added ? .created : .ok, headers: [.eTag: ETag.make(result.revision)])
    }

    @Sendable func remove(_ request: Request, context: ServerContext) async throws -> Response {
        let author = try context.author(.admin, policy)
        let name = try Self.name(context)
        let expect = try request.headers[.ifMatch].map(ETag.ifMatch)?.expectedRevision()
        try await service.remove(name, expectRevision: expect, author: author)
        return Response(status: .noContent)
    }

    @Sendable func history(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        return JSONResponse.make(Documents.history(try await service.history(try Self.name(context))))
    }

    @Sendable func export(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try Self.name(context)
        guard let format = request.uri.queryParameters["format"].map(String.init) else { throw ServiceError(.badParameter("name a format: ?format=...")) }
        guard let exporter = Exporter.named(format) else {
            throw ServiceError(.unknownFormat(format, known: Exporter.all.map(\.format)))
        }
        // The exporter refuses an fps out of its range (a 400 from the kit).
        let fps = try Self.integer(request.uri.queryParameters["fps"], "fps", in: Int.min...Int.max) ?? ExportOptions().fps
        let text = try await service.export(name, as: exporter, options: ExportOptions(fps: fps))
        return JSONResponse.text(text, contentType: exporter.fileExtension.hasSuffix("json") ? JSONResponse.jsonType : "text/plain; charset=utf-8")
    }

    // MARK: Parameters

    /// A spec sent to another name's address (a rename is a remove and an add).
    static func misnamed(_ sent: CatalogName, sentTo name: CatalogName) -> ServiceError {
        ServiceError(.badParameter("the spec is named '\(sent)' but was sent to '\(name)'"))
    }

    static func name(_ context: ServerContext) throws -> CatalogName {
        let text = try context.parameters.require("name")
        guard let name = CatalogName(text) else { throw ServiceError(.badParameter(CatalogName.problem(with: text) ?? "invalid spec name '\(text)'")) }
        return name
    }

    /// A page's `cursor` for `filter`: a search pages by position, so its cursor is a number;
    /// `cursor=` is the first page.
    static func cursor(_ text: Substring?, for filter: SpecFilter) throws -> String? {
        guard let cursor = text.map(String.init), !cursor.isEmpty else { return nil }
        if filter.search != nil, Int(cursor) == nil { throw ServiceError(.badParameter("cursor must be a nextCursor this server gave, got '\(cursor)'")) }
        return cursor
    }

    static func integer(_ text: Substring?, _ parameter: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw ServiceError(.badParameter("\(parameter) must be a whole number in \(range.lowerBound)...\(range.upperBound == Int.max ? "" : String(range.upperBound)), got '\(text)'"))
        }
        return value
    }

    /// A boolean query parameter (`?force=true`, `=1`, `=false`, `=0`; absent is false); anything
    /// else is a 400, as the document's `boolean` says, never silently false.
    static func flag(_ text: Substring?, _ parameter: String) throws(ServiceError) -> Bool {
        guard let text else { return false }
        switch text {
        case "true", "1": return true
        case "false", "0": return false
        default: throw ServiceError(.badParameter("\(parameter) must be true or false, got '\(text)'"))
        }
    }

    /// Whether the spec is wanted as YAML (`?format=yaml` or `Accept: application/yaml`) rather than JSON.
    static func wantsYAML(_ request: Request) -> Bool {
        request.uri.queryParameters["format"] == "yaml" || (request.headers[.accept]?.contains("yaml") ?? false)
    }

    static func document(_ spec: TransitionSpec, yaml: Bool, revision: Int? = nil) -> CachedDocument {
        yaml
            ? CachedDocument(spec.document.yaml, contentType: "application/yaml; charset=utf-8", revision: revision)
            : CachedDocument(spec.document.json, contentType: JSONResponse.jsonType, revision: revision)
    }
}
#endif
