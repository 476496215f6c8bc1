#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded

extension CatalogServer {
    /// The routes, with every middleware, answering requests made in this process: no
    /// socket, no second process. What the tests use wherever the process boundary itself
    /// is not what they check. With `failedTokensClock`, failed token attempts are counted
    /// by that clock: a test stops it, so that a loaded machine cannot let the limiter's
    /// window pass between one guess and the next.
    public func inProcessClient(failedTokensClock: (@Sendable () -> TimeInterval)? = nil) -> InProcessClient {
        var server = self
        if let failedTokensClock {
            server.failedAuth = FailedAuthLimiter(limit: configuration.limits.failedTokens, now: failedTokensClock)
        }
        return InProcessClient(responder: server.router().buildResponder())
    }
}

/// Requests straight to a server's responder (`CatalogServer.inProcessClient()`).
public struct InProcessClient: Sendable {
    let responder: any HTTPResponder<ServerContext>

    /// One exchange's outcome: status, header fields in order, body bytes.
    public struct Exchange: Sendable {
        public var status: Int
        public var headers: [(name: String, value: String)]
        public var body: [UInt8]
    }

    public func exchange(method: String, path: String, headers: [(name: String, value: String)] = [], body: [UInt8]? = nil) async throws -> Exchange {
        var fields = HTTPFields()
        for (name, value) in headers {
            if let name = HTTPFields.Element.Name(name) { fields.append(HTTPFields.Element(name: name, value: value)) }
        }
        if let body { fields[.contentLength] = String(body.count) }
        let request = Request(
            head: HTTPRequest(method: HTTPRequest.Method(method) ?? .get, scheme: "http", authority: "localhost", path: path, headerFields: fields),
            body: RequestBody(buffer: ByteBuffer(bytes: body ?? []))
        )
        let context = ServerContext(source: .init(channel: EmbeddedChannel(), logger: Logger(label: "herocat.in-process")))
        let response = try await responder.respond(to: request, context: context)
        let collected = CollectedBody()
        try await response.body.write(BodyCollector(into: collected))
        return Exchange(
            status: response.status.code,
            headers: response.headers.map { (name: $0.name.canonicalName, value: $0.value) },
            body: collected.bytes
        )
    }
}

/// A response body's bytes. Written by one task, read after it finishes writing.
private final class CollectedBody: @unchecked Sendable {
    var bytes: [UInt8] = []
}

/// Gathers a response body as it is written (the body consumes its writer, so the
/// bytes land in a shared box).
private struct BodyCollector: ResponseBodyWriter {
    let into: CollectedBody
    mutating func write(_ buffer: ByteBuffer) async throws { into.bytes += buffer.readableBytesView }
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
#endif
