#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import Logging
import ServiceLifecycle

/// SIGTERM's first step. The service group shuts its services down in reverse order, so
/// this one, listed after the application, goes first: it marks the server draining
/// (/healthz answers 503 and `Connection: close`) and sets the drain
/// deadline; the application then stops accepting and lets requests in flight finish.
/// At the deadline, connections still open are closed, so none holds the exit.
final class ShutdownDrain: Service, @unchecked Sendable {
    private let lock = NSLock()
    private var started = false
    let seconds: Double
    let connections: OpenConnections

    init(seconds: Double, connections: OpenConnections) {
        self.seconds = seconds
        self.connections = connections
    }

    var isDraining: Bool { lock.withLock { started } }

    func run() async throws {
        try? await gracefulShutdown()
        if Task.isCancelled { return }
        lock.withLock { started = true }
        let seconds = seconds, connections = connections
        Task.detached {
            try? await Task.sleep(for: .nanoseconds(Int64(seconds * 1e9)))
            let closed = connections.closeAll()
            if closed > 0 { ServerLog.logger.notice("drain deadline (\(seconds)s) passed; closed \(closed) connection(s)") }
        }
    }
}
#endif
