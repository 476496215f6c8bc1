import GRDB
import MotionCore
import SpecModel

/// One line of `list`: enough to choose a spec without loading it.
public struct SpecSummary: Equatable, Sendable {
    public var name: String
    public var title: String?
    public var pattern: String
    public var elementCount: Int
    /// The worst finding graded when the spec was written: error, warning, info or nil.
    public var worst: String?
    /// Its tags, sorted.
    public var tags: [String]

    public init(name: String, title: String?, pattern: String, elementCount: Int, worst: String?, tags: [String] = []) {
        self.name = name
        self.title = title
        self.pattern = pattern
        self.elementCount = elementCount
        self.worst = worst
        self.tags = tags
    }
}

/// Which specs `list` shows.
public struct SpecFilter: Hashable, Sendable {
    public var tag: String?
    public var pattern: Pattern?
    /// Full-text search; results come best match first instead of by name.
    public var search: String?
    /// Only specs whose worst finding is this (`error`, `warning`, `info`), or `none` for
    /// specs without findings.
    public var worst: String?
    /// A page: at most `limit` specs, those named after `after` (name order), or past the
    /// first `offset` (search order, where names do not say the position).
    public var limit: Int?
    public var after: String?
    public var offset: Int
    /// Whether summaries carry their tags; a listing that shows none skips reading them
    /// (false: every summary's `tags` is empty).
    public var withTags = true

    /// A search without a word to look for (empty, or only spaces and punctuation) is no
    /// search: every spec, in name order, wherever the filter comes from.
    public init(tag: String? = nil, pattern: Pattern? = nil, search: String? = nil, worst: String? = nil, limit: Int? = nil, after: String? = nil, offset: Int = 0) {
        self.tag = tag
        self.pattern = pattern
        self.worst = worst
        self.search = search.flatMap { Catalog.searchQuery($0) == nil ? nil : $0 }
        self.limit = limit
        self.after = after
        self.offset = offset
    }
}

/// A stored spec with the row facts a write needs.
struct StoredSpec {
    let id: Int64
    let createdAt: String
    let spec: TransitionSpec
}

extension Catalog {
    /// Calls `body` for each matching spec, streaming rows so that a catalog of any
    /// size lists in constant memory; `body` runs on GRDB's reader queue.
    public func forEachSummary(_ filter: SpecFilter = SpecFilter(), _ body: @escaping @Sendable (SpecSummary) throws -> Void) async throws {
        try await read { db in try Self.forEachSummary(filter, db, body) }
    }

    static func forEachSummary(_ filter: SpecFilter, _ db: Database, _ body: (SpecSummary) throws -> Void) throws {
        let query = Self.searchQuery(filter.search)
        let rows = try Row.fetchCursor(
            db,
            sql: """
            SELECT t.name, t.title, t.pattern, t.worst,
                   (SELECT count(*) FROM elements e WHERE e.transition_id = t.id) AS element_count,
                   CASE WHEN ?8 THEN (SELECT group_concat(tag, char(10)) FROM (SELECT tag FROM tags g WHERE g.transition_id = t.id ORDER BY tag)) END AS tags
            FROM transitions t
            \(query == nil ? "" : "JOIN spec_search s ON s.rowid = t.id AND spec_search MATCH ?3")
            WHERE (?1 IS NULL OR EXISTS (SELECT 1 FROM tags g WHERE g.transition_id = t.id AND g.tag = ?1))
              AND (?2 IS NULL OR t.pattern = ?2)
              AND (?4 IS NULL OR t.name > ?4)
              AND (?7 IS NULL OR coalesce(t.worst, 'none') = ?7)
            ORDER BY \(query == nil ? "" : "bm25(spec_search, 10.0, 5.0, 1.0, 3.0, 2.0), ")t.name
            LIMIT ?5 OFFSET ?6
            """,
            arguments: StatementArguments([filter.tag, filter.pattern?.rawValue, query, filter.after, filter.limit ?? -1, filter.offset, filter.worst, filter.withTags] as [(any DatabaseValueConvertible)?])
        )
        while let row = try rows.next() {
            // By column index: this loop runs once per spec of the catalog.
            let tags: String? = row[5]
            try body(SpecSummary(name: row[0], title: row[1], pattern: row[2], elementCount: row[4], worst: row[3], tags: tags.map { $0.split(separator: "\n").map(String.init) } ?? []))
        }
    }

    /// All matching summaries at once (small catalogs, tests).
    public func summaries(_ filter: SpecFilter = SpecFilter()) async throws -> [SpecSummary] {
        try await read { db in try Self.summaries(filter, db) }
    }

    static func summaries(_ filter: SpecFilter, _ db: Database) throws -> [SpecSummary] {
        var summaries: [SpecSummary] = []
        try forEachSummary(filter, db) { summaries.append($0) }
        return summaries
    }

    /// The user's words as an FTS5 query: every word must match, each as a prefix.
    /// Quoting each word keeps FTS5's operators out of user text.
    static func searchQuery(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = SearchWords.words(text)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// The stored spec; throws `notFound` when there is none of that name.
    public func spec(named name: CatalogName) async throws -> TransitionSpec {
        try await read { db in try Self.spec(named: name, db) }
    }

    /// The stored spec and the revision it is at; throws `notFound` when there is none.
    public func specWithRevision(named name: CatalogName) async throws -> (spec: TransitionSpec, revision: Int) {
        try await read { db in
            let spec = try Self.spec(named: name, db)
            return (spec, try Self.currentRevision(of: name, db) ?? 1)
        }
    }

    static func spec(named name: CatalogName, _ db: Database) throws -> TransitionSpec {
        guard let stored = try Self.storedSpec(named: name, db) else { throw CatalogError.notFound(name) }
        return stored.spec
    }

    /// Calls `body` with each stored spec in name order, one at a time, on GRDB's reader queue.
    public func forEachSpec(_ body: @escaping @Sendable (TransitionSpec) throws -> Void) async throws {
        try await read { db in try Self.forEachSpec(db, body) }
    }

    /// Every stored spec, in name order.
    public func allSpecs() async throws -> [TransitionSpec] {
        try await read(Self.allSpecs)
    }

    static func allSpecs(_ db: Database) throws -> [TransitionSpec] {
        var specs: [TransitionSpec] = []
        try forEachSpec(db) { specs.append($0) }
        return specs
    }

    public func names() async throws -> [String] {
        try await read(Self.names)
    }

    static func names(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM transitions ORDER BY name")
    }

    static func storedSpec(named name: CatalogName, _ db: Database) throws -> StoredSpec? {
        guard let row = try Row.fetchOne(try db.cachedStatement(sql: "SELECT \(specColumns) FROM transitions WHERE name = ?"), arguments: [name.rawValue]) else { return nil }
        return StoredSpec(id: row[0], createdAt: row[15], spec: try decodeSpec(row, db))
    }
}

/// The longest name and title of a catalog, in characters, for aligning tables.
public struct ColumnWidths: Equatable, Sendable {
    public var name: Int
    public var title: Int

    public init(name: Int, title: Int) {
        self.name = name
        self.title = title
    }
}

extension Catalog {
    /// The longest name and title, in characters, for aligning tables.
    public func columnWidths() async throws -> ColumnWidths {
        try await read(Self.columnWidths)
    }

    static func columnWidths(_ db: Database) throws -> ColumnWidths {
        let row = try Row.fetchOne(db, sql: "SELECT max(length(name)) AS name, max(length(title)) AS title FROM transitions")
        return ColumnWidths(name: row?["name"] ?? 0, title: row?["title"] ?? 0)
    }
}
