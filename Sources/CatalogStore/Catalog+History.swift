import GRDB
import SpecModel

/// One entry of a spec's history.
public struct Revision: Equatable, Sendable {
    public var name: String
    public var number: Int
    /// `add`, `replace` or `remove`.
    public var action: String
    public var author: String
    /// ISO 8601, UTC.
    public var time: String
    /// What changed, in one line.
    public var change: String

    public init(name: String, number: Int, action: String, author: String, time: String, change: String) {
        self.name = name
        self.number = number
        self.action = action
        self.author = author
        self.time = time
        self.change = change
    }
}

extension Catalog {
    /// Every revision of `name`, oldest first, including those before a removal.
    public func history(of name: CatalogName) async throws -> [Revision] {
        try await read { db in try Self.history(of: name, db) }
    }

    static func history(of name: CatalogName, _ db: Database) throws -> [Revision] {
        let revisions = try Row.fetchAll(try db.cachedStatement(sql: "SELECT * FROM revisions WHERE name = ? ORDER BY revision"), arguments: [name.rawValue]).map { row in
            Revision(name: row["name"], number: row["revision"], action: row["action"], author: row["author"], time: row["at"], change: row["change"])
        }
        if revisions.isEmpty { throw CatalogError.notFound(name) }
        return revisions
    }

    /// The spec as it was at revision `number`.
    public func spec(named name: CatalogName, revision number: Int) async throws -> TransitionSpec {
        try await read { db in try Self.spec(named: name, revision: number, db) }
    }

    static func spec(named name: CatalogName, revision number: Int, _ db: Database) throws -> TransitionSpec {
        let stored = try Row.fetchOne(try db.cachedStatement(sql: "SELECT action, spec_yaml FROM revisions WHERE name = ? AND revision = ?"), arguments: [name.rawValue, number])
        guard let stored else { throw CatalogError.noRevision(name, number) }
        guard let yaml: String = stored["spec_yaml"] else { throw CatalogError.revisionIsRemoval(name, number) }
        do {
            return try TransitionSpec.parse(yaml, file: "\(name)@\(number)")
        } catch {
            throw CatalogError.corrupt(name: name.rawValue, field: "revisions.spec_yaml", value: "revision \(number)")
        }
    }

    /// The newest revision number of a spec that exists now; nil when it does not.
    static func currentRevision(of name: CatalogName, _ db: Database) throws -> Int? {
        guard try Bool.fetchOne(try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM transitions WHERE name = ?)"), arguments: [name.rawValue]) == true else {
            return nil
        }
        return try newestRevision(of: name, db)
    }

    /// The newest revision number of a name, a removal included; nil when it never existed.
    static func newestRevision(of name: CatalogName, _ db: Database) throws -> Int? {
        try Int.fetchOne(try db.cachedStatement(sql: "SELECT max(revision) FROM revisions WHERE name = ?"), arguments: [name.rawValue])
    }

    static func record(_ revision: RevisionRecord, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO revisions (name, revision, action, author, at, change, spec_yaml) VALUES (?, ?, ?, ?, ?, ?, ?)").execute(arguments: [
            revision.name.rawValue, revision.number, revision.action, revision.author, revision.time, revision.change, revision.yaml,
        ])
    }
}
