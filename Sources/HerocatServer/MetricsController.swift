#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird

/// `GET /metrics`: Prometheus's text format. On the main port it needs an admin token,
/// even with --public-read; on --metrics-port (a port of its own, for a private network)
/// it needs none.
struct MetricsController {
    let metrics: ServerMetrics
    let needsToken: Bool
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    func register(_ router: Router<ServerContext>) {
        router.get("metrics") { _, context in
            if needsToken { _ = try context.require(.admin, AccessPolicy(publicRead: false)) }
            return JSONResponse.text(try await metrics.exposition(), contentType: Self.contentType, headers: [.cacheControl: "no-store"])
        }
    }
}
#endif
