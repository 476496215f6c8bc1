#if PostgreSQL

extension PostgresCatalog {
    /// A PostgreSQL catalog is backed up by PostgreSQL's own tools.
    public func backup(to file: String) async throws -> Int {
        throw CatalogError.cannotBackUp(path: path, to: file, reason: "a catalog in PostgreSQL is backed up with pg_dump")
    }

    /// The catalog's invariants: every stored spec's newest revision stores it, no revision
    /// says a spec exists that does not, revisions are numbered without gaps. Writes nothing.
    public func check() async throws -> CatalogCheck {
        try await read { connection in
            let schema = try PostgresMigration.version(connection)
            var problems: [String] = []
            for (name, revision) in try connection.query("""
                SELECT t.name, r.revision FROM transitions t
                LEFT JOIN revisions r ON r.name = t.name AND r.revision = (SELECT max(revision) FROM revisions WHERE name = t.name)
                WHERE r.action IS NULL OR r.action = 'remove' ORDER BY t.name
                """).decode((String, Int?).self) {
                problems.append(revision.map { "'\(name)' is stored, but its newest revision (\($0)) is its removal" }
                    ?? "'\(name)' is stored, but has no revision in revisions")
            }
            for (name, revision) in try connection.query("""
                SELECT r.name, r.revision FROM revisions r
                WHERE r.revision = (SELECT max(revision) FROM revisions WHERE name = r.name)
                  AND r.action != 'remove' AND NOT EXISTS (SELECT 1 FROM transitions WHERE name = r.name) ORDER BY r.name
                """).decode((String, Int).self) {
                problems.append("'\(name)': its newest revision (\(revision)) stores it, but it is not in transitions")
            }
            for (name, count, newest) in try connection.query("""
                SELECT name, count(*), max(revision) FROM revisions GROUP BY name HAVING count(*) != max(revision) ORDER BY name
                """).decode((String, Int, Int).self) {
                problems.append("'\(name)' has \(count) revisions numbered up to \(newest)")
            }
            let specs = try connection.query("SELECT count(*) FROM transitions").first(Int.self) ?? 0
            return CatalogCheck(specs: specs, schema: schema, problems: problems)
        }
    }
}
#endif
