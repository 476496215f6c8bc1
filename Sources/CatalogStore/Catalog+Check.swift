import GRDB

/// What `check` found: SQLite's own checks, then the catalog's invariants.
public struct CatalogCheck: Equatable, Sendable {
    /// The specs stored (0 when SQLite's integrity check failed: nothing else is read then).
    public var specs: Int
    public var schema: Int
    /// One line per problem; empty for a sound catalog.
    public var problems: [String]
}

extension Catalog {
    /// Runs `PRAGMA integrity_check` and `foreign_key_check`, then checks what herocat
    /// keeps true: every stored spec's newest revision stores it (and no revision says
    /// a spec exists that does not), revisions are numbered without gaps, every spec
    /// has its full-text row and no row outlives its spec, and `user_version` matches
    /// the migrations applied. Writes nothing; works on an older schema too.
    public func check() async throws -> CatalogCheck {
        // Outside a transaction: SQLite's checks report a damaged page as lines where a
        // read transaction would fail whole. Each query below reads one consistent snapshot.
        try await withoutTransaction { db in
            let schema = try Self.schemaVersion(db)
            let integrity = try SQLiteCheck.problems(db, "integrity_check")
            // Past damaged pages the queries below could fail or mislead.
            guard integrity.isEmpty else {
                return CatalogCheck(specs: 0, schema: schema, problems: integrity.map { "integrity_check: \($0)" })
            }
            let problems = try Self.foreignKeyProblems(db) + Self.schemaProblems(schema, db) + Self.invariantProblems(schema, db)
            let specs = try Int.fetchOne(db, sql: "SELECT count(*) FROM transitions") ?? 0
            return CatalogCheck(specs: specs, schema: schema, problems: problems)
        }
    }

    private static func foreignKeyProblems(_ db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
            let table: String = row["table"], parent: String = row["parent"]
            let rowID: Int64? = row["rowid"]
            return "foreign_key_check: \(rowID.map { "row \($0) of " } ?? "a row of ")\(table) refers to a missing row of \(parent)"
        }
    }

    private static func schemaProblems(_ schema: Int, _ db: Database) throws -> [String] {
        let applied = try Migration.appliedIdentifiers(db)
        let newest = Migration.all.last { applied.contains($0.identifier) }?.number ?? 0
        return newest == schema ? [] : ["PRAGMA user_version is \(schema), but the migrations applied (grdb_migrations) end at \(newest)"]
    }

    /// The invariants of the tables the schema has: revisions (2), spec_search (3).
    private static func invariantProblems(_ schema: Int, _ db: Database) throws -> [String] {
        var problems: [String] = []
        if schema >= 2 {
            for row in try Row.fetchAll(db, sql: """
                SELECT t.name, r.revision FROM transitions t
                LEFT JOIN revisions r ON r.name = t.name AND r.revision = (SELECT max(revision) FROM revisions WHERE name = t.name)
                WHERE r.action IS NULL OR r.action = 'remove'
                """) {
                let name: String = row["name"], revision: Int? = row["revision"]
                problems.append(revision.map { "'\(name)' is stored, but its newest revision (\($0)) is its removal" }
                    ?? "'\(name)' is stored, but has no revision in revisions")
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT r.name, r.revision FROM revisions r
                WHERE r.revision = (SELECT max(revision) FROM revisions WHERE name = r.name)
                  AND r.action != 'remove' AND NOT EXISTS (SELECT 1 FROM transitions WHERE name = r.name)
                """) {
                problems.append("'\(row["name"] as String)': its newest revision (\(row["revision"] as Int)) stores it, but it is not in transitions")
            }
            for row in try Row.fetchAll(db, sql: "SELECT name, count(*) AS count, max(revision) AS newest FROM revisions GROUP BY name HAVING count(*) != max(revision)") {
                problems.append("'\(row["name"] as String)' has \(row["count"] as Int) revisions numbered up to \(row["newest"] as Int): some are missing")
            }
        }
        if schema >= 3 {
            for name in try String.fetchAll(db, sql: "SELECT name FROM transitions WHERE id NOT IN (SELECT rowid FROM spec_search) ORDER BY name") {
                problems.append("'\(name)' has no full-text search row (spec_search)")
            }
            for rowID in try Int64.fetchAll(db, sql: "SELECT rowid FROM spec_search WHERE rowid NOT IN (SELECT id FROM transitions) ORDER BY rowid") {
                problems.append("spec_search row \(rowID) belongs to no stored spec")
            }
        }
        return problems
    }
}
