import Dispatch

/// Runs blocking catalog work (synchronous SQLite) on a dispatch queue, so an async
/// caller's threads (an HTTP server's event loops, Swift's cooperative pool) never wait on disk.
public enum Offload {
    private static let queue = DispatchQueue(label: "herocat.catalog", attributes: .concurrent)

    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try body() }) }
        }
    }
}
