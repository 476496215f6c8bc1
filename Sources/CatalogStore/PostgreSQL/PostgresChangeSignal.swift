#if PostgreSQL
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells a server's read caches that someone, through any replica, has committed to a
/// PostgreSQL catalog. Every write transaction ends with a NOTIFY on `channel`, which
/// PostgreSQL queues at commit; this listens on a connection of its own, on a thread of its
/// own (libpq's calls block), and each notification moves the version.
///
/// A notification alone may arrive after a client that wrote through another replica
/// reads here (it took 10–20 ms on a busy machine). So `version()` first makes a round
/// trip on the listening connection: PostgreSQL sends every notification queued before
/// the query ahead of its answer, and libpq keeps them as it reads that answer, so a
/// commit that finished before `version()` was called has moved the version by the time
/// it returns. Callers arriving while a round trip is out share the next one.
///
/// A write made in this process moves the version as soon as it commits. While the
/// listening connection is down, `version()` throws, so nothing is kept and every read
/// asks the database; each (re)connection moves the version.
final class PostgresChangeSignal: CatalogChangeSignaling, @unchecked Sendable {
    static let channel = "herocat_changes"
    /// How long a lost listening connection waits before connecting again.
    static let reconnectDelay: Duration = .seconds(1)

    struct NotListening: Error {}

    private let listener: Listener

    init(parameters: [(String, String)]) {
        listener = Listener()
        let listener = listener
        let thread = Thread { listener.listen(parameters: parameters) }
        thread.name = "herocat.postgres.listen"
        thread.start()
    }

    deinit { listener.stop() }

    func version() async throws -> Int {
        try await listener.roundTrip()
        return try listener.count()
    }

    /// A commit happened: in this process, or anywhere when a notification arrives.
    func moved() { listener.moved() }

    /// The listening thread's state, shared with the signal's callers.
    private final class Listener: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var version = 0
        private var listening = false
        private var stopped = false
        /// Callers waiting for the next round trip (the thread takes them all before it starts one).
        private var waiting: [CheckedContinuation<Void, any Error>] = []
        /// Wakes the thread from its wait on the socket: a caller waits, or the signal is gone.
        private let wakeRead: Int32
        private let wakeWrite: Int32
        private var wakeClosed = false

        init() {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
            }
            (wakeRead, wakeWrite) = (fds[0], fds[1])
        }

        func moved() { lock.withLock { version &+= 1 } }

        func count() throws -> Int {
            try lock.withLock {
                guard listening else { throw NotListening() }
                return version
            }
        }

        /// Waits for a round trip on the listening connection that starts after this call.
        func roundTrip() async throws {
            try await withCheckedThrowingContinuation { (caller: CheckedContinuation<Void, any Error>) in
                let accepted = lock.withLock {
                    guard listening, !stopped else { return false }
                    waiting.append(caller)
                    wakeLocked()
                    return true
                }
                if !accepted { caller.resume(throwing: NotListening()) }
            }
        }

        func stop() {
            lock.withLock {
                stopped = true
                wakeLocked()
            }
        }

        private func wakeLocked() {
            guard !wakeClosed, wakeWrite >= 0 else { return }
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }

        private func drainWake() {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &buffer, buffer.count) > 0 {}
        }

        /// The thread's loop: listens until the signal is gone, connecting again after a loss.
        func listen(parameters: [(String, String)]) {
            defer {
                failWaiting { wakeClosed = true }
                close(wakeRead)
                close(wakeWrite)
            }
            guard wakeRead >= 0 else { return }
            while !lock.withLock({ stopped }) {
                if let connection = try? PQConnection.connect(parameters), (try? connection.query("LISTEN \(unescaped: PostgresChangeSignal.channel)")) != nil {
                    lock.withLock {
                        listening = true
                        version &+= 1
                    }
                    serve(connection)
                }
                // Not reachable, or the connection broke: reads go to the database until it is back.
                failWaiting {
                    listening = false
                    version &+= 1
                }
                wait(on: nil, milliseconds: Int32(PostgresChangeSignal.reconnectDelay.components.seconds * 1000))
            }
        }

        /// Fails every caller waiting for a round trip (no connection answers it), after
        /// `update` under the same lock.
        private func failWaiting(_ update: () -> Void) {
            let failed: [CheckedContinuation<Void, any Error>] = lock.withLock {
                update()
                defer { waiting = [] }
                return waiting
            }
            failed.forEach { $0.resume(throwing: NotListening()) }
        }

        /// Moves the version for each notification, and answers round trips, until the
        /// connection is lost or the signal is gone.
        private func serve(_ connection: PQConnection) {
            while true {
                let (stop, callers) = lock.withLock {
                    defer { waiting = [] }
                    return (stopped, waiting)
                }
                if stop {
                    callers.forEach { $0.resume(throwing: NotListening()) }
                    return
                }
                if !callers.isEmpty {
                    // Every notification queued before this query's answer arrives with it.
                    let answered = (try? connection.query("SELECT 1")) != nil
                    record(connection.takeNotifications())
                    guard answered else {
                        callers.forEach { $0.resume(throwing: NotListening()) }
                        return
                    }
                    callers.forEach { $0.resume() }
                    continue
                }
                wait(on: connection.socket, milliseconds: -1)
                do {
                    try connection.consumeInput()
                } catch {
                    return
                }
                record(connection.takeNotifications())
            }
        }

        private func record(_ notifications: Int) {
            guard notifications > 0 else { return }
            lock.withLock { version &+= notifications }
        }

        /// Waits until the socket has data, the thread is woken, or the time is up (-1: no limit).
        private func wait(on socket: Int32?, milliseconds: Int32) {
            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if let socket { fds.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0)) }
            while poll(&fds, nfds_t(fds.count), milliseconds) < 0 && errno == EINTR {}
            drainWake()
        }
    }
}

extension PQConnection {
    /// Tells every replica's change signal, at commit, that this transaction changed the catalog.
    func notifyCatalogChange() throws {
        try query("NOTIFY \(unescaped: PostgresChangeSignal.channel)")
    }
}
#endif
