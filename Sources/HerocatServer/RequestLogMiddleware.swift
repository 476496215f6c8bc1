#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import Hummingbird

/// One line per request on stderr: method, path, status, milliseconds, who.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let line = "herocat: \(request.method) \(request.uri.path) \(response.status.code) \(String(format: "%.1f", milliseconds))ms\n"
        FileHandle.standardError.write(Data(line.utf8))
        return response
    }
}
#endif
