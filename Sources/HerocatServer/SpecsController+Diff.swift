#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

extension SpecsController {
    /// `GET /api/specs/NAME/diff?from=N&to=M`: the unified diff of two revisions' YAML as
    /// text, empty when no line changed; `to` defaults to the newest revision, `from` to
    /// the one before `to` (0 is the empty text before the first revision).
    @Sendable func diff(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try Self.name(context)
        let (from, to) = try Self.revisions(request)
        let diff = try await service.revisionDiff(name, from: from, to: to)
        return JSONResponse.text(diff.text, contentType: "text/plain; charset=utf-8")
    }

    /// A diff's `from` (0 or more) and `to` (1 or more), as the request gives them.
    static func revisions(_ request: Request) throws -> (from: Int?, to: Int?) {
        let query = request.uri.queryParameters
        return (try integer(query["from"], "from", in: 0...Int.max), try integer(query["to"], "to", in: 1...Int.max))
    }
}
#endif
