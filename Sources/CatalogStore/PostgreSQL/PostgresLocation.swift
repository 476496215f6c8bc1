#if PostgreSQL
import CLibPQ
import Foundation

/// A `postgres://user[:password]@host[:port]/database[?sslmode=...&sslrootcert=...]` address: what
/// `--db` and `HEROCAT_DB` take for a catalog in PostgreSQL.
struct PostgresLocation: Sendable {
    /// libpq's connection keywords and values (PQconnectdbParams).
    let parameters: [(String, String)]
    /// The pool's connections at most.
    let maximumConnections = 20
    /// The address without its password, as messages name the catalog.
    let display: String

    /// The password comes from the address, else from `PGPASSWORD`. `sslmode` is libpq's, passed
    /// through (libpq's default when the address gives none), except `require`: it verified the
    /// server before herocat used libpq, so it is `verify-full`. Only `verify-full` verifies the
    /// server; its trusted roots are the address's `sslrootcert`, else `PGSSLROOTCERT` when set
    /// (libpq reads it), else the system's.
    init(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let invalid = { (why: String) in CatalogError.unreadable(path: Self.redacted(text), reason: why) }
        guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty else {
            throw invalid("not a PostgreSQL address; expected postgres://user@host:port/database")
        }
        guard let user = components.user, !user.isEmpty else { throw invalid("the address names no user (postgres://user@host/database)") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty else { throw invalid("the address names no database (postgres://user@host/database)") }
        var parameters = [
            ("host", host), ("port", String(components.port ?? 5432)), ("user", user), ("dbname", database),
            ("connect_timeout", "10"), ("client_encoding", "UTF8"), ("application_name", "herocat"),
        ]
        let option = { (name: String) in components.queryItems?.first { $0.name == name }?.value }
        let mode = option("sslmode")
        switch mode {
        case nil:
            break  // libpq's default: $PGSSLMODE, else prefer (TLS if offered, nothing verified)
        case let mode? where ["disable", "allow", "prefer", "verify-ca", "verify-full"].contains(mode):
            parameters.append(("sslmode", mode))
        case "require":
            // Verified, as postgres-nio did before libpq: libpq's own `require` does not check the host.
            parameters.append(("sslmode", "verify-full"))
        case let other?:
            throw invalid("sslmode '\(other)' is not one of disable, allow, prefer, require, verify-ca, verify-full")
        }
        if let roots = option("sslrootcert") {
            parameters.append(("sslrootcert", roots))
        } else if mode == "require" || mode == "verify-full", environment["PGSSLROOTCERT"] == nil, let roots = Self.systemRoots() {
            parameters.append(("sslrootcert", roots))
        }
        if let password = components.password ?? environment["PGPASSWORD"] { parameters.append(("password", password)) }
        self.parameters = parameters
        display = Self.redacted(text)
    }

    /// The system's trusted certificate authorities, for `sslrootcert`: libpq 16 and later
    /// know them as `system`; before, the distribution's bundle file.
    private static func systemRoots() -> String? {
        if herocat_PQlibVersion() >= 160000 { return "system" }
        return ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem"]
            .first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The address with any password taken out.
    static func redacted(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = nil
        return components.string ?? text
    }
}
#endif
