import GRDB
import MotionCore
import SpecModel

/// One line of `list`: enough to choose a spec without loading it.
public struct SpecSummary: Equatable, Sendable {
    public var name: String
    public var title: String?
    public var pattern: String
    public var elementCount: Int
}

extension Catalog {
    /// Specs in name order, optionally only those with a tag and/or pattern.
    public func summaries(tag: String? = nil, pattern: Pattern? = nil) throws -> [SpecSummary] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                SELECT t.name, t.title, t.pattern, (SELECT count(*) FROM elements e WHERE e.transition_id = t.id) AS element_count
                FROM transitions t
                WHERE (?1 IS NULL OR EXISTS (SELECT 1 FROM tags g WHERE g.transition_id = t.id AND g.tag = ?1))
                  AND (?2 IS NULL OR t.pattern = ?2)
                ORDER BY t.name
                """,
                arguments: [tag, pattern?.rawValue]
            ).map { row in
                SpecSummary(name: row["name"], title: row["title"], pattern: row["pattern"], elementCount: row["element_count"])
            }
        }
    }

    /// The stored spec; throws `notFound` when there is none of that name.
    public func spec(named name: CatalogName) throws -> TransitionSpec {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM transitions WHERE name = ?", arguments: [name.rawValue]) else {
                throw CatalogError.notFound(name)
            }
            return try Self.decodeSpec(row, db)
        }
    }

    /// Every stored spec, in name order.
    public func allSpecs() throws -> [TransitionSpec] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM transitions ORDER BY name").map { try Self.decodeSpec($0, db) }
        }
    }

    public func names() throws -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM transitions ORDER BY name") }
    }
}
