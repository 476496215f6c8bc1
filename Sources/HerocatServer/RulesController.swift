#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import SpecModel

/// The validation service over HTTP: `/api/rules` lists the rules, `/api/validate` checks a
/// spec without storing it.
struct RulesController {
    let policy: AccessPolicy

    func register(_ router: Router<ServerContext>) {
        router.get("api/rules") { _, context in
            _ = try context.require(.viewer, policy)
            return JSONResponse.make(Documents.rules)
        }
        router.post("api/validate", use: validate)
    }

    /// Checks a spec document without storing it: its findings (an unreadable or invalid
    /// document is itself an `invalid_spec` finding, as with `herocat validate`).
    @Sendable func validate(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        var request = request
        let body = Array(buffer: try await request.collectBody(upTo: CatalogServer.Configuration.bodyLimit))
        let report = CatalogService.validate([.bytes(body, file: "body.yaml")]).reports[0]
        return JSONResponse.make(.object([
            ("transition", .string(report.transition)), ("worst", report.worst.map { .string($0.rawValue) } ?? .null),
            ("findings", .list(report.findings.map(Documents.finding), inline: false)),
        ], inline: false))
    }
}
#endif
