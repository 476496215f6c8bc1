#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird
import SpecModel

/// What load balancers and API clients ask before anything else: `/healthz` (is it up) and
/// `/openapi.json` (what it serves). Neither needs a token. Once SIGTERM has come,
/// `/healthz` answers 503, so a load balancer sends no more.
struct HealthController {
    let drain: ShutdownDrain

    func register(_ router: Router<ServerContext>) {
        router.get("healthz") { _, _ in
            guard drain.isDraining else { return JSONResponse.make(.object([("status", .string("ok"))], inline: true)) }
            var response = JSONResponse.make(.object([("status", .string("draining"))], inline: true), status: .serviceUnavailable)
            response.headers[.connection] = "close"
            return response
        }
        router.get("openapi.json") { _, _ in JSONResponse.text(OpenAPIDocument.json, contentType: JSONResponse.jsonType) }
    }
}
#endif
