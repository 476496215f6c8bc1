#if PostgreSQL
import SpecModel

extension PostgresCatalog {
    public func history(of name: CatalogName) async throws -> [Revision] {
        let revisions = try await read { connection in
            try connection.query("""
                SELECT revision, action, author, at, change FROM revisions WHERE name = \(name.rawValue) ORDER BY revision
                """).decode((Int, String, String, String, String).self).reduce(into: [Revision]()) { list, row in
                list.append(Revision(name: name.rawValue, number: row.0, action: row.1, author: row.2, time: row.3, change: row.4))
            }
        }
        if revisions.isEmpty { throw CatalogError.notFound(name) }
        return revisions
    }

    public func spec(named name: CatalogName, revision number: Int) async throws -> TransitionSpec {
        let row = try await read { connection in
            try connection.query("SELECT spec_yaml FROM revisions WHERE name = \(name.rawValue) AND revision = \(number)")
                .first(String?.self)
        }
        guard let row else { throw CatalogError.noRevision(name, number) }
        guard let yaml = row else { throw CatalogError.revisionIsRemoval(name, number) }
        return try Self.decode(yaml, name: "\(name)@\(number)", field: "revisions.spec_yaml")
    }

    public func revisionStates() async throws -> [String: RevisionState] {
        try await read { connection in
            try connection.query("""
                SELECT DISTINCT ON (name) name, revision, action, author, at FROM revisions ORDER BY name, revision DESC
                """).decode((String, Int, String, String, String).self).reduce(into: [String: RevisionState]()) { states, row in
                states[row.0] = RevisionState(revision: row.1, exists: row.2 != "remove", author: row.3, time: row.4)
            }
        }
    }
}
#endif
