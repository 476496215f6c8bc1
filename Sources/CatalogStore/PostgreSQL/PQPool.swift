#if PostgreSQL
import Foundation

/// Up to `maximum` connections, opened as needed and kept open, each lent to one caller at
/// a time; a caller finding all of them lent waits for the first one back. A connection that
/// comes back broken, or inside a transaction, is closed and its place freed.
final class PQPool: @unchecked Sendable {
    let maximum: Int
    /// What each connection is opened with (the change signal's listener opens its own so).
    let parameters: [(String, String)]

    // Guarded by `lock`.
    private let lock = NSLock()
    private var idle: [PQConnection] = []
    /// Connections open or being opened, lent or idle.
    private var open = 0
    /// Callers waiting for a connection: given one, or nil to open one in a freed place.
    private var waiting: [CheckedContinuation<PQConnection?, Never>] = []
    private var closed = false

    init(parameters: [(String, String)], maximum: Int) {
        self.parameters = parameters
        self.maximum = maximum
    }

    /// `body` with a connection of the pool, run off the concurrency pool's threads.
    func withConnection<T>(_ body: @escaping (PQConnection) throws -> T) async throws -> T {
        let connection = try await take()
        do {
            let result = try await connection.run(body)
            give(connection)
            return result
        } catch {
            give(connection)
            throw error
        }
    }

    /// An idle connection still alive, else a new one while there is room, else the first one
    /// given back. A dead idle one (the server restarted, or ended the session) gives its place
    /// to a new one: no statement is ever sent on it.
    private func take() async throws -> PQConnection {
        let given = await withCheckedContinuation { (continuation: CheckedContinuation<PQConnection?, Never>) in
            let now: PQConnection?? = lock.withLock {
                if let connection = idle.popLast() { return .some(connection.isAlive ? connection : nil) }
                if open < maximum {
                    open += 1
                    return .some(nil)
                }
                waiting.append(continuation)
                return .none
            }
            if let now { continuation.resume(returning: now) }
        }
        if let given { return given }
        return try await opened()
    }

    /// A new connection in a place already counted in `open`; the place is freed if it fails.
    private func opened() async throws -> PQConnection {
        do {
            return try await PQConnection.open(parameters)
        } catch {
            release()
            throw error
        }
    }

    private func give(_ connection: PQConnection) {
        guard connection.isReusable else { return release() }
        let waiter: CheckedContinuation<PQConnection?, Never>? = lock.withLock {
            if !waiting.isEmpty { return waiting.removeFirst() }
            if !closed { idle.append(connection) } else { open -= 1 }
            return nil
        }
        waiter?.resume(returning: connection)
    }

    /// A place freed (its connection closed, or never opened): the first waiter opens one in it.
    private func release() {
        let waiter: CheckedContinuation<PQConnection?, Never>? = lock.withLock {
            if !waiting.isEmpty { return waiting.removeFirst() }
            open -= 1
            return nil
        }
        waiter?.resume(returning: nil)
    }

    /// Closes the idle connections; those lent out close when they come back.
    func close() {
        let closing: [PQConnection] = lock.withLock {
            closed = true
            defer { idle = [] }
            open -= idle.count
            return idle
        }
        _ = closing  // each closes (PQfinish) as its last reference goes
    }
}
#endif
