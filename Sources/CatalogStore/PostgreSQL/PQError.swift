#if PostgreSQL
import Foundation

/// What went wrong talking to PostgreSQL through libpq, as one line: the server's own
/// message, or why the server cannot be reached.
struct PQError: Error, Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        /// The server refused: its message (`ERROR:`/`FATAL:`), without the severity.
        case server
        /// No connection, or it broke: libpq's account of why.
        case unreachable
        /// A value of a row was not what the code reads it as.
        case decoding
        /// libpq itself cannot be loaded: why.
        case noLibrary
    }

    let kind: Kind
    let message: String
    /// The server's SQLSTATE, when it sent one.
    let sqlState: String?

    init(_ kind: Kind, _ message: String, sqlState: String? = nil) {
        self.kind = kind
        self.message = Self.oneLine(message)
        self.sqlState = sqlState
    }

    static func decoding(_ message: String) -> PQError { PQError(.decoding, message) }

    /// The reason a catalog error gives, worded as it was under postgres-nio.
    var reason: String {
        switch kind {
        case .server, .decoding: "PostgreSQL: \(message)"
        case .unreachable: "cannot reach the server (\(message.prefix(200)))"
        case .noLibrary: "cannot load libpq, PostgreSQL's client library (\(message))"
        }
    }

    var description: String { reason }

    /// libpq's messages span lines (a hint on a tab-indented second line): one line of them.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

#endif
