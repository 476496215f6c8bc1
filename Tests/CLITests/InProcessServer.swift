import Foundation
#if Server
import HerocatServer
#endif

/// The server's routes and middleware over a catalog file, answering in this process: no
/// socket and no second process, for the tests where the process boundary is not the
/// point. Spoken to with the same `request` as `ServerProcess`.
struct InProcessServer {
    #if Server
    let client: InProcessClient

    init(catalog: String, in directory: URL, publicRead: Bool = false, trustProxy: Bool = false) throws {
        let server = try CatalogServer.open(
            at: directory.appendingPathComponent(catalog).path, busyTimeout: 10, configuration: .init(publicRead: publicRead, trustProxy: trustProxy)
        )
        // The failed-token window never passes here: on a loaded machine, minutes may go by
        // between two requests (the window itself: FailedAuthLimiterTests).
        client = server.inProcessClient(failedTokensClock: { 0 })
    }

    func request(_ method: String, _ path: String, token: String? = nil, body: Data? = nil, headers: [String: String] = [:]) async throws -> HTTPResult {
        var fields = headers.map { (name: $0.key, value: $0.value) }.sorted { $0.name < $1.name }
        if let token { fields.append((name: "Authorization", value: "Bearer \(token)")) }
        let exchange = try await client.exchange(method: method, path: path, headers: fields, body: body.map { Array($0) })
        var headers: [String: String] = [:]
        for (name, value) in exchange.headers { headers[name] = headers[name].map { "\($0), \(value)" } ?? value }
        return HTTPResult(status: exchange.status, headers: headers, body: String(decoding: exchange.body, as: UTF8.self))
    }
    #else
    static let unbuilt = ServerProcess.ServerError(message: "the routes are built only with the Server trait: 'swift test --traits Server'")

    init(catalog: String, in directory: URL, publicRead: Bool = false, trustProxy: Bool = false) throws {
        throw Self.unbuilt
    }

    func request(_ method: String, _ path: String, token: String? = nil, body: Data? = nil, headers: [String: String] = [:]) async throws -> HTTPResult {
        throw Self.unbuilt
    }
    #endif
}
