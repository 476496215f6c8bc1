#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird

/// Counts each request and times it, by the route it matched (its pattern, never the
/// path a client made up: Hummingbird's "NotFound" for a path no route serves) and the
/// status sent.
struct MetricsMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        metrics.requestStarted()
        do {
            let response = try await next(request, context)
            record(request, context, response.status.code, since: start)
            return response
        } catch {
            record(request, context, (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func record(_ request: Request, _ context: Context, _ status: Int, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
        metrics.requestFinished(route: context.endpointPath ?? "NotFound", method: request.method.rawValue, status: status, nanoseconds: nanoseconds)
    }
}
#endif
