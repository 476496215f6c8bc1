#if PostgreSQL
import SpecModel

extension PostgresCatalog {
    public func forEachSummary(_ filter: SpecFilter, _ body: @escaping @Sendable (SpecSummary) throws -> Void) async throws {
        let query = Self.searchQuery(filter.search)
        let (tag, pattern, after, limit, offset, worst) = (filter.tag, filter.pattern?.rawValue, filter.after, filter.limit, filter.offset, filter.worst)
        try await read { connection in
            // Weights of the ranks D, C, B, A: summaries, tags and element ids, titles, names.
            let rows = try connection.query("""
                SELECT name, title, pattern, worst, element_count, ARRAY(SELECT unnest(tags) ORDER BY 1) FROM transitions
                WHERE (\(tag)::text IS NULL OR \(tag) = ANY (tags))
                  AND (\(pattern)::text IS NULL OR pattern = \(pattern))
                  AND (\(query)::text IS NULL OR search @@ to_tsquery('simple', \(query)))
                  AND (\(after)::text IS NULL OR name > \(after))
                  AND (\(worst)::text IS NULL OR coalesce(worst, 'none') = \(worst))
                ORDER BY CASE WHEN \(query)::text IS NULL THEN 0
                              ELSE ts_rank('{0.1, 0.3, 0.5, 1.0}', search, to_tsquery('simple', \(query))) END DESC, name
                LIMIT \(limit) OFFSET \(offset)
                """)
            for (name, title, pattern, worst, count, tags) in try rows.decode((String, String?, String, String?, Int, [String]).self) {
                try body(SpecSummary(name: name, title: title, pattern: pattern, elementCount: count, worst: worst, tags: filter.withTags ? tags : []))
            }
        }
    }

    public func summaries(_ filter: SpecFilter) async throws -> [SpecSummary] {
        let collected = Collected<SpecSummary>()
        try await forEachSummary(filter) { collected.append($0) }
        return collected.items
    }

    /// The user's words as a tsquery: every word must match, each as a prefix (as in SQLite).
    static func searchQuery(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = SearchWords.folded(text)
        return words.isEmpty ? nil : words.map { "'\($0)':*" }.joined(separator: " & ")
    }

    public func spec(named name: CatalogName) async throws -> TransitionSpec {
        try await specWithRevision(named: name).spec
    }

    public func specWithRevision(named name: CatalogName) async throws -> (spec: TransitionSpec, revision: Int) {
        let row = try await read { connection in
            try connection.query("""
                SELECT spec_yaml, (SELECT max(revision) FROM revisions r WHERE r.name = t.name) FROM transitions t WHERE name = \(name.rawValue)
                """).first((String, Int?).self)
        }
        guard let (yaml, revision) = row else { throw CatalogError.notFound(name) }
        return (try Self.decode(yaml, name: name.rawValue, field: "transitions.spec_yaml"), revision ?? 1)
    }

    public func forEachSpec(_ body: @escaping @Sendable (TransitionSpec) throws -> Void) async throws {
        try await read { connection in
            let rows = try connection.query("SELECT name, spec_yaml FROM transitions ORDER BY name")
            for (name, yaml) in try rows.decode((String, String).self) {
                try body(try Self.decode(yaml, name: name, field: "transitions.spec_yaml"))
            }
        }
    }

    public func allSpecs() async throws -> [TransitionSpec] {
        let collected = Collected<TransitionSpec>()
        try await forEachSpec { collected.append($0) }
        return collected.items
    }

    public func specs(named names: [CatalogName]) async throws -> [TransitionSpec] {
        let wanted = names.map(\.rawValue)
        let stored = try await read { connection in
            try connection.query("SELECT name, spec_yaml FROM transitions WHERE name = ANY (\(wanted))")
                .decode((String, String).self).reduce(into: [String: String]()) { $0[$1.0] = $1.1 }
        }
        return try wanted.compactMap { name in try stored[name].map { try Self.decode($0, name: name, field: "transitions.spec_yaml") } }
    }

    public func names() async throws -> [String] {
        try await read { connection in
            try connection.query("SELECT name FROM transitions ORDER BY name").decode(String.self).reduce(into: []) { $0.append($1) }
        }
    }

    public func columnWidths() async throws -> ColumnWidths {
        try await read { connection in
            let rows = try connection.query(
                "SELECT coalesce(max(char_length(name)), 0), coalesce(max(char_length(title)), 0) FROM transitions")
            for (name, title) in try rows.decode((Int, Int).self) { return ColumnWidths(name: name, title: title) }
            return ColumnWidths(name: 0, title: 0)
        }
    }

    /// A stored spec's YAML, parsed; a text that does not parse is a damaged catalog.
    static func decode(_ yaml: String, name: String, field: String) throws -> TransitionSpec {
        do {
            return try TransitionSpec.parse(yaml, file: name)
        } catch {
            throw CatalogError.corrupt(name: name, field: field, value: String(yaml.prefix(40)))
        }
    }
}

/// Items a `@Sendable` callback collects; the callbacks of one read run one after another.
final class Collected<Item>: @unchecked Sendable {
    private(set) var items: [Item] = []
    func append(_ item: Item) { items.append(item) }
}
#endif
