import CHTTPTransport
import Foundation

/// HTTP for the remote catalog, through libcurl loaded on the first request
/// (CHTTPTransport). Foundation's URLSession would link libcurl and load it, with the
/// libraries it needs, at every start of herocat, though only --remote uses it.
enum HTTPTransport {
    struct Reply: Sendable {
        var status: Int
        var body: Data
    }

    /// The whole exchange, or why there was none (no server, no libcurl, a TLS failure).
    /// The blocking call runs on a thread of its own, not on the caller's executor.
    static func perform(
        _ method: String, _ url: URL, headers: [String: String], body: [UInt8]?, timeout seconds: Int = 60
    ) async -> Result<Reply, TransportFailure> {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: performBlocking(method, url, headers: headers, body: body, timeout: seconds))
            }
        }
    }

    struct TransportFailure: Error {
        var reason: String
    }

    private static func performBlocking(
        _ method: String, _ url: URL, headers: [String: String], body: [UInt8]?, timeout seconds: Int
    ) -> Result<Reply, TransportFailure> {
        // Sorted, so the same request is sent the same way every time.
        let lines = headers.sorted { $0.key < $1.key }.map { strdup("\($0.key): \($0.value)") }
        defer { lines.forEach { free($0) } }
        var response = herocat_http_response()
        defer { herocat_http_free(&response) }
        let status = lines.map { UnsafePointer($0) }.withUnsafeBufferPointer { headerLines in
            (body ?? []).withUnsafeBufferPointer { bytes in
                herocat_http_perform(
                    method, url.absoluteString, headerLines.baseAddress, headerLines.count,
                    body == nil ? nil : bytes.baseAddress ?? UnsafePointer(bitPattern: 1), bytes.count, seconds, &response
                )
            }
        }
        guard status == 0 else {
            let reason = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(TransportFailure(reason: reason))
        }
        let data = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
        return .success(Reply(status: Int(response.status), body: data))
    }
}
