#if PostgreSQL
import CLibPQ
import Foundation

/// One connection to PostgreSQL through libpq. libpq's calls block, so they never run on
/// the Swift concurrency pool's threads: `run` does its work on the connection's own serial
/// queue (a thread of Dispatch's) while the caller awaits. One caller at a time uses a
/// connection (the pool hands it out; the change signal's listener keeps its own).
final class PQConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    /// Where every call on this connection runs.
    private let queue = DispatchQueue(label: "herocat.postgres.connection")
    /// Where connections are opened.
    private static let opening = DispatchQueue(label: "herocat.postgres.opening", attributes: .concurrent)

    private init(handle: OpaquePointer) { self.handle = handle }

    deinit { herocat_PQfinish(handle) }

    /// Connects with libpq's keywords and values (`host`, `dbname`, `sslmode`, ...);
    /// blocks until connected or refused.
    static func connect(_ parameters: [(String, String)]) throws(PQError) -> PQConnection {
        // libpq is loaded here, by the first connection a run makes (clibpq.h).
        if let missing = herocat_pq_load_error() { throw PQError(.noLibrary, String(cString: missing)) }
        var keywords = parameters.map { strdup($0.0) } + [nil]
        var values = parameters.map { strdup($0.1) } + [nil]
        defer { (keywords + values).forEach { free($0) } }
        let handle = keywords.withUnsafeMutableBufferPointer { keywords in
            values.withUnsafeMutableBufferPointer { values in
                keywords.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: keywords.count) { keywords in
                    values.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: values.count) { values in
                        herocat_PQconnectdbParams(keywords, values, 0)
                    }
                }
            }
        }
        guard let handle else { throw PQError(.unreachable, "out of memory") }
        guard herocat_PQstatus(handle) == CONNECTION_OK else {
            defer { herocat_PQfinish(handle) }
            throw connectionError(handle)
        }
        // NOTICEs (CREATE TABLE IF NOT EXISTS's "already exists, skipping") are not herocat's
        // output: libpq would print them on stderr.
        herocat_PQsetNoticeProcessor(handle, { _, _ in }, nil)
        return PQConnection(handle: handle)
    }

    /// Why a connection could not be made, as postgres-nio worded it: the server's FATAL
    /// message, else that the server cannot be reached.
    private static func connectionError(_ handle: OpaquePointer) -> PQError {
        let message = String(cString: herocat_PQerrorMessage(handle))
        if herocat_PQconnectionNeedsPassword(handle) != 0 {
            return PQError(.server, "the server asks for a password: give it in the address or $PGPASSWORD")
        }
        if let fatal = message.range(of: "FATAL:") {
            return PQError(.server, String(message[fatal.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return PQError(.unreachable, message)
    }

    /// Connects on a thread off the concurrency pool.
    static func open(_ parameters: [(String, String)]) async throws -> PQConnection {
        try await withCheckedThrowingContinuation { continuation in
            opening.async { continuation.resume(with: Result { () throws(PQError) in try connect(parameters) }) }
        }
    }

    /// Runs `body` with this connection on its queue; the caller waits without holding a thread.
    func run<T>(_ body: @escaping (PQConnection) throws -> T) async throws -> T {
        let work = Unchecked(body)
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Unchecked<T>, any Error>) in
            queue.async { continuation.resume(with: Result { Unchecked(try work.value(self)) }) }
        }.value
    }

    /// Runs one statement, its parameters in text format; returns its rows (none for a command).
    @discardableResult
    func query(_ query: PQQuery) throws(PQError) -> PQRows {
        let parameters = query.parameters
        let types = parameters.map(\.type)
        let texts = parameters.map { $0.text.map { strdup($0) } ?? nil }
        defer { texts.forEach { free($0) } }
        let result = texts.withUnsafeBufferPointer { texts in
            texts.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: texts.count) { values in
                    herocat_PQexecParams(handle, query.sql, Int32(parameters.count), types, values, nil, nil, 0)
                }
            } ?? herocat_PQexecParams(handle, query.sql, 0, nil, nil, nil, nil, 0)
        }
        guard let result else { throw lostError() }
        defer { herocat_PQclear(result) }
        switch herocat_PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
            return PQRows(result)
        default:
            if herocat_PQstatus(handle) != CONNECTION_OK { throw lostError() }
            let field = { (code: Character) in herocat_PQresultErrorField(result, Int32(code.asciiValue!)).map { String(cString: $0) } }
            let message = field("M") ?? String(cString: herocat_PQresultErrorMessage(result))
            throw PQError(.server, message, sqlState: field("C"))
        }
    }

    /// The connection is gone (or was never there): libpq's reason.
    private func lostError() -> PQError {
        PQError(.unreachable, String(cString: herocat_PQerrorMessage(handle)))
    }

    /// `body` in one transaction: committed when it returns, rolled back when it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try query("BEGIN")
        let result: T
        do {
            result = try body()
        } catch {
            if herocat_PQstatus(handle) == CONNECTION_OK, herocat_PQtransactionStatus(handle) != PQTRANS_IDLE { _ = try? query("ROLLBACK") }
            throw error
        }
        if try query("COMMIT").command != "COMMIT" { throw PQError(.server, "the transaction failed and was rolled back") }
        return result
    }

    /// Still connected, as far as reading what the server sent says without blocking: a
    /// server restarted, or one that ended an idle session, has closed it.
    var isAlive: Bool {
        guard herocat_PQconsumeInput(handle) != 0, herocat_PQstatus(handle) == CONNECTION_OK else { return false }
        // The server's last words (`FATAL: terminating connection`) may come before the close.
        return herocat_PQconsumeInput(handle) != 0 && herocat_PQstatus(handle) == CONNECTION_OK
    }

    /// Connected, and in no transaction: fit for the next caller.
    var isReusable: Bool {
        herocat_PQstatus(handle) == CONNECTION_OK && herocat_PQtransactionStatus(handle) == PQTRANS_IDLE
    }

    // MARK: Notifications (LISTEN), for the change signal's listener

    /// The connection's socket, to wait on for the server's messages.
    var socket: Int32 { herocat_PQsocket(handle) }

    /// Reads what the server has sent (without blocking); throws when the connection is lost.
    func consumeInput() throws(PQError) {
        guard herocat_PQconsumeInput(handle) != 0 else { throw lostError() }
    }

    /// How many notifications have arrived since the last call (on any channel it listens on).
    func takeNotifications() -> Int {
        var count = 0
        while let notification = herocat_PQnotifies(handle) {
            count += 1
            herocat_PQfreemem(notification)
        }
        return count
    }
}

/// A value handed between the caller and the connection's queue, which never use it at once.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif
