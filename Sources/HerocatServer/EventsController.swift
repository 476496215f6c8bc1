#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

/// `GET /events` (viewer role): server-sent events for open pages (`/assets/live.js`). An
/// event `change` whenever anyone (this server, the CLI, another replica) commits to the
/// catalog; a comment line as heartbeat. Each stream holds a connection, so `ChangeFeed`
/// keeps them to half of `--max-connections`; past that, or while draining, 503 (the
/// page tries again later).
struct EventsController {
    let feed: ChangeFeed
    let policy: AccessPolicy

    static let retryAfterSeconds = 5

    func register(_ router: Router<ServerContext>) {
        router.get("events", use: events)
        router.get("assets/live.js") { _, _ in EditAssets.response(EditAssets.liveScript) }
    }

    @Sendable func events(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        guard let stream = feed.subscribe() else {
            return JSONResponse.text("live updates are busy or the server is stopping; try again shortly\n", contentType: "text/plain; charset=utf-8", status: .serviceUnavailable, headers: [.retryAfter: String(Self.retryAfterSeconds), .cacheControl: "no-store"])
        }
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            // A browser reconnects a second after a stream ends (a restart, a drain).
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            for await event in stream {
                switch event {
                case .change(let version): try await writer.write(ByteBuffer(string: "event: change\ndata: \(version)\n\n"))
                case .heartbeat: try await writer.write(ByteBuffer(string: ": heartbeat\n\n"))
                }
            }
            try await writer.finish(nil)
        })
    }
}
#endif
