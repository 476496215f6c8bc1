#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import Hummingbird
import Logging

/// One line per request in the server's log (`ServerLog`): method, path, status,
/// milliseconds, and the request's id as `id=`, which the response carries as `X-Request-Id`. A proxy's id (`X-Request-Id`, if it
/// is a plain token) is kept, so one request reads the same in both logs; otherwise the
/// server numbers requests itself.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    static let requestID = HTTPFields.Element.Name("X-Request-Id")!
    let ids = RequestIDs()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let id = request.headers[Self.requestID].flatMap(RequestIDs.accepted) ?? ids.next()
        var response = try await next(request, context)
        response.headers[Self.requestID] = id
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        ServerLog.logger.info("\(request.method) \(request.uri.path) \(response.status.code) \(String(format: "%.1f", milliseconds))ms", metadata: ["id": "\(id)"])
        return response
    }
}

/// Request ids: this process's start time and a counter, so ids differ across restarts.
final class RequestIDs: @unchecked Sendable {
    private let prefix = String(Int(Date().timeIntervalSince1970), radix: 36)
    private let lock = NSLock()
    private var count = 0

    func next() -> String {
        let number = lock.withLock { () -> Int in
            count += 1
            return count
        }
        return "\(prefix)-\(number)"
    }

    /// An incoming id, if it is a plain token of at most 128 letters, digits, `-`, `_` and `.`.
    static func accepted(_ id: String) -> String? {
        guard (1...128).contains(id.utf8.count), id.utf8.allSatisfy({ $0 == 0x2D || $0 == 0x2E || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        return id
    }
}
#endif
