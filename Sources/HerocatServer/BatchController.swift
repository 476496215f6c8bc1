#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import SpecModel

/// `POST /api/batch`: several specs in one transaction, all stored or none, as
/// `herocat add` stores several files (the CLI's `--remote` add sends its batch here).
struct BatchController {
    let service: CatalogService
    let policy: AccessPolicy

    func register(_ router: Router<ServerContext>) {
        router.post("api/batch", use: write)
    }

    /// The body lists the specs (`specs:`, JSON or YAML); `?replace=true` updates taken names,
    /// `?force=true` stores specs with error findings, `If-Match` needs every spec at that revision.
    @Sendable func write(_ request: Request, context: ServerContext) async throws -> Response {
        let author = try context.author(.editor, policy)
        let ifMatch = try request.headers[.ifMatch].map(ETag.ifMatch)
        let query = request.uri.queryParameters
        var request = request
        let body = Array(buffer: try await request.collectBody(upTo: CatalogServer.Configuration.bodyLimit))
        let batch = try SpecBatch(listIn: body, file: "body.yaml", force: try SpecsController.flag(query["force"], "force"))
        let results = try await service.add(batch, replace: try SpecsController.flag(query["replace"], "replace"), expectRevision: try ifMatch?.expectedRevision(), author: author)
        return JSONResponse.make(.object([("results", .list(results.map(WriteResult.make), inline: false))], inline: false))
    }
}
#endif
