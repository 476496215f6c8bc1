import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The built `herocat serve` on a free loopback port (port 0: the kernel picks
/// one), started as a user would, stopped with SIGTERM. Unchecked Sendable: after
/// init only requests (which touch no state) run concurrently.
final class ServerProcess: @unchecked Sendable {
    let process: Process
    let port: Int
    private let errorLog: URL

    var base: URL { URL(string: "http://127.0.0.1:\(port)")! }

    init(catalog: String, in directory: URL, arguments: [String] = [], environment: [String: String] = [:], openFiles: Int? = nil) throws {
        process = try HerocatProcess.process(["serve", "--db", catalog, "--port", "0"] + arguments, in: directory, environment: environment, openFiles: openFiles)
        errorLog = directory.appendingPathComponent("serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The server announces its address on stderr once it listens.
        let deadline = Date().addingTimeInterval(30)
        while true {
            if let match = try String(contentsOf: errorLog, encoding: .utf8).firstMatch(of: /serving http:\/\/127\.0\.0\.1:(\d+)/) {
                port = Int(match.1)!
                break
            }
            guard process.isRunning, Date() < deadline else {
                process.terminate()
                throw ServerError(message: "herocat serve did not start: \(try String(contentsOf: errorLog, encoding: .utf8))")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    func stderr() throws -> String { try String(contentsOf: errorLog, encoding: .utf8) }

    /// SIGTERM, then the exit status once it has stopped.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        return process.terminationStatus
    }

    deinit { stop() }

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// One HTTP exchange's outcome, body as text.
struct HTTPResult {
    let status: Int
    let headers: [String: String]
    let body: String

    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The body as JSON (objects and arrays).
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(body.utf8)) }
    var code: String? { (json as? [String: Any])?["code"] as? String }
}

extension ServerProcess {
    func request(_ method: String, _ path: String, token: String? = nil, body: Data? = nil, headers: [String: String] = [:]) async throws -> HTTPResult {
        var request = URLRequest(url: URL(string: path, relativeTo: base)!)
        request.httpMethod = method
        request.httpBody = body
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return try await send(request, via: .shared)
    }

    /// One exchange through `session`, its response as an `HTTPResult`.
    func send(_ request: URLRequest, via session: URLSession) async throws -> HTTPResult {
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields["\(name)"] = "\(value)" }
        return HTTPResult(status: http.statusCode, headers: fields, body: String(decoding: data, as: UTF8.self))
    }
}

extension Trait where Self == ConditionTrait {
    /// For tests that run `herocat serve`: herocat-serve has its server only when the
    /// package is built with the Server trait (`swift test --traits Server`, as `.ci/run` does).
    static var needsServer: Self {
        #if Server
        .enabled(if: true)
        #else
        .disabled("herocat-serve is built without its server; run the tests with 'swift test --traits Server'")
        #endif
    }
}
