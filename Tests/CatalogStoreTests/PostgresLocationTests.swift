#if PostgreSQL
@testable import CatalogStore
import Testing

/// How a postgres:// address becomes libpq's connection parameters: above all `sslmode`, which
/// decides whether the server is verified.
@Suite("PostgreSQL address")
struct PostgresLocationTests {
    /// The value of one libpq keyword the address gives, nil when it gives none.
    private func parameter(_ keyword: String, _ address: String, _ environment: [String: String] = [:]) throws -> String? {
        try PostgresLocation(address, environment: environment).parameters.first { $0.0 == keyword }?.1
    }

    @Test("No sslmode leaves libpq's default; a given one is passed through; require is verify-full")
    func sslmode() throws {
        let base = "postgres://herocat@db.example/cat"
        #expect(try parameter("sslmode", base) == nil)
        #expect(try parameter("sslrootcert", base) == nil)
        for mode in ["disable", "allow", "prefer", "verify-ca", "verify-full"] {
            #expect(try parameter("sslmode", "\(base)?sslmode=\(mode)") == mode)
        }
        #expect(try parameter("sslmode", "\(base)?sslmode=require") == "verify-full")
        #expect(throws: CatalogError.self) { try PostgresLocation("\(base)?sslmode=sometimes", environment: [:]) }
    }

    @Test("The trusted roots: the address's sslrootcert, else $PGSSLROOTCERT (libpq reads it), else the system's for verify-full")
    func roots() throws {
        let base = "postgres://herocat@db.example/cat"
        #expect(try parameter("sslrootcert", "\(base)?sslmode=verify-full&sslrootcert=/etc/our-ca.pem") == "/etc/our-ca.pem")
        #expect(try parameter("sslrootcert", "\(base)?sslmode=verify-ca&sslrootcert=/etc/our-ca.pem") == "/etc/our-ca.pem")
        #expect(try parameter("sslrootcert", "\(base)?sslmode=require", ["PGSSLROOTCERT": "/etc/our-ca.pem"]) == nil)
        #expect(try parameter("sslrootcert", "\(base)?sslmode=verify-ca") == nil)
        #expect(try parameter("sslrootcert", "\(base)?sslmode=prefer") == nil)
    }

    @Test("The password comes from the address, else $PGPASSWORD; the address is named without it")
    func password() throws {
        #expect(try parameter("password", "postgres://herocat:secret@db.example/cat", ["PGPASSWORD": "other"]) == "secret")
        #expect(try parameter("password", "postgres://herocat@db.example/cat", ["PGPASSWORD": "other"]) == "other")
        #expect(try PostgresLocation("postgres://herocat:secret@db.example/cat", environment: [:]).display == "postgres://herocat@db.example/cat")
    }
}
#endif
