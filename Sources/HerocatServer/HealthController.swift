#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird
import SpecModel

/// What load balancers and API clients ask before anything else: `/healthz` (is it up) and
/// `/openapi.json` (what it serves). Neither needs a token.
struct HealthController {
    func register(_ router: Router<ServerContext>) {
        router.get("healthz") { _, _ in JSONResponse.make(.object([("status", .string("ok"))], inline: true)) }
        router.get("openapi.json") { _, _ in JSONResponse.text(OpenAPIDocument.json, contentType: JSONResponse.jsonType) }
    }
}
#endif
