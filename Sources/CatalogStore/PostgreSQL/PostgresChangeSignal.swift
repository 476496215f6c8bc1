#if PostgreSQL
import Foundation
import PostgresNIO

/// Tells a server's read caches that someone, through any replica, has committed to a
/// PostgreSQL catalog. Every write transaction ends with a NOTIFY on `channel`, which
/// PostgreSQL queues at commit; this listens on a connection of its own, and each
/// notification moves the version on the event loop that receives it.
///
/// A notification alone may arrive after a client that wrote through another replica
/// reads here (it took 10–20 ms on a busy machine). So `version()` first makes a round
/// trip on the listening connection: PostgreSQL sends every notification queued before
/// the query ahead of its answer, and that connection's messages are handled in order,
/// so a commit that finished before `version()` was called has moved the version by the
/// time it returns. Callers arriving while a round trip is out share the next one.
///
/// A write made in this process moves the version as soon as it commits. While the
/// listening connection is down, `version()` throws, so nothing is kept and every read
/// asks the database; each (re)connection moves the version.
final class PostgresChangeSignal: CatalogChangeSignaling, @unchecked Sendable {
    static let channel = "herocat_changes"
    /// How long a lost listening connection waits before connecting again.
    static let reconnectDelay: Duration = .seconds(1)

    struct NotListening: Error {}

    // Guarded by `lock`.
    private let lock = NSLock()
    private var count = 0
    /// The listening connection, while it listens.
    private var connection: PostgresConnection?
    private var listener: Task<Void, Never>?
    /// Callers waiting for the round trip that is out, and for the one after it.
    private var current: [CheckedContinuation<Void, any Error>] = []
    private var next: [CheckedContinuation<Void, any Error>] = []

    init(connection configuration: PostgresConnection.Configuration) {
        let reference = Reference()
        reference.signal = self
        let task = Task { await Self.listen(configuration: configuration, to: reference) }
        lock.withLock { listener = task }
    }

    deinit { listener?.cancel() }

    /// How the listening task reaches its signal without keeping it alive.
    private final class Reference: @unchecked Sendable {
        weak var signal: PostgresChangeSignal?
    }

    func version() async throws -> Int {
        try await roundTrip()
        return try lock.withLock {
            guard connection != nil else { throw NotListening() }
            return count
        }
    }

    /// A commit happened: in this process, or anywhere when a notification arrives.
    func moved() { lock.withLock { count &+= 1 } }

    /// Waits for a round trip on the listening connection that starts after this call.
    private func roundTrip() async throws {
        try await withCheckedThrowingContinuation { (caller: CheckedContinuation<Void, any Error>) in
            let start: PostgresConnection? = lock.withLock {
                guard let connection else {
                    caller.resume(throwing: NotListening())
                    return nil
                }
                if !current.isEmpty {
                    next.append(caller)  // the one out may have been sent before this caller came
                    return nil
                }
                current = [caller]
                return connection
            }
            if let start { send(on: start) }
        }
    }

    private func send(on connection: PostgresConnection) {
        Task {
            let result: Result<Void, any Error>
            do {
                try await connection.query("SELECT 1", logger: PostgresCatalog.logger)
                result = .success(())
            } catch {
                result = .failure(error)
            }
            let (done, again): ([CheckedContinuation<Void, any Error>], Bool) = lock.withLock {
                let done = current
                (current, next) = (next, [])
                return (done, !current.isEmpty)
            }
            for caller in done { caller.resume(with: result) }
            if again { send(on: connection) }
        }
    }

    private func listening(on now: PostgresConnection?) {
        lock.withLock {
            connection = now
            count &+= 1
        }
    }

    /// Listens until the task is cancelled (its signal gone), connecting again after a loss.
    private static func listen(configuration: PostgresConnection.Configuration, to reference: Reference) async {
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: PostgresCatalog.logger)
                connection.addListener(channel: channel) { _, _ in reference.signal?.moved() }
                try await connection.query("LISTEN \(unescaped: channel)", logger: PostgresCatalog.logger)
                reference.signal?.listening(on: connection)
                try await withTaskCancellationHandler {
                    try await connection.closeFuture.get()
                } onCancel: {
                    let closing: EventLoopFuture<Void> = connection.close()
                    _ = closing
                }
            } catch {
                // Not reachable, or the connection broke: reads go to the database until it is back.
            }
            reference.signal?.listening(on: nil)
            try? await Task.sleep(for: reconnectDelay)
        }
    }
}

extension PostgresConnection {
    /// Tells every replica's change signal, at commit, that this transaction changed the catalog.
    func notifyCatalogChange() async throws {
        try await query("NOTIFY \(unescaped: PostgresChangeSignal.channel)", logger: PostgresCatalog.logger)
    }
}
#endif
