#if PostgreSQL
import Foundation
import NIOSSL
import PostgresNIO

/// A `postgres://user[:password]@host[:port]/database[?sslmode=...]` address: what
/// `--db` and `HEROCAT_DB` take for a catalog in PostgreSQL.
struct PostgresLocation: Sendable {
    /// The pool's configuration.
    let configuration: PostgresClient.Configuration
    /// One connection's, for opening: it fails at once with the server's reason, where
    /// the pool would retry until its circuit breaker trips.
    let connection: PostgresConnection.Configuration
    /// The address without its password, as messages name the catalog.
    let display: String

    /// The password comes from the address, else from `PGPASSWORD`. `sslmode` is `disable`,
    /// `prefer` (the default: TLS when the server offers it) or `require` (TLS, its
    /// certificate verified).
    init(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let invalid = { (why: String) in CatalogError.unreadable(path: Self.redacted(text), reason: why) }
        guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty else {
            throw invalid("not a PostgreSQL address; expected postgres://user@host:port/database")
        }
        guard let user = components.user, !user.isEmpty else { throw invalid("the address names no user (postgres://user@host/database)") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty else { throw invalid("the address names no database (postgres://user@host/database)") }
        let tls: PostgresClient.Configuration.TLS
        let connectionTLS: PostgresConnection.Configuration.TLS
        do {
            switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer" {
            case "disable":
                (tls, connectionTLS) = (.disable, .disable)
            case "prefer":
                (tls, connectionTLS) = (.prefer(.makeClientConfiguration()), .prefer(try NIOSSLContext(configuration: .makeClientConfiguration())))
            case "require", "verify-full":
                (tls, connectionTLS) = (.require(.makeClientConfiguration()), .require(try NIOSSLContext(configuration: .makeClientConfiguration())))
            case let other:
                throw invalid("sslmode '\(other)' is not one of disable, prefer, require")
            }
        } catch let error as NIOSSLError {
            throw invalid("cannot set up TLS: \(error)")
        }
        let password = components.password ?? environment["PGPASSWORD"]
        let port = components.port ?? 5432
        var configuration = PostgresClient.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .seconds(10)
        self.configuration = configuration
        var connection = PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: connectionTLS)
        connection.options.connectTimeout = .seconds(10)
        self.connection = connection
        display = Self.redacted(text)
    }

    /// The address with any password taken out.
    static func redacted(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = nil
        return components.string ?? text
    }
}
#endif
