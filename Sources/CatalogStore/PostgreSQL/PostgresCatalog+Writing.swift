#if PostgreSQL
import SpecModel

extension PostgresCatalog {
    public func add(_ writes: [SpecWrite], replace: Bool, expectRevision: Int?, author: String) async throws -> [WriteOutcome] {
        let texts = Catalog.revisionTexts(writes)
        return try await write { connection in
            var plan = WritePlan(states: try Self.states(of: WritePlan.names(writes), connection), author: author, now: Catalog.timestamp())
            let outcomes = try plan.add(writes, texts: texts, replace: replace, expectRevision: expectRevision)
            try Self.make(plan.steps, connection)
            return outcomes
        }
    }

    public func remove(_ name: CatalogName, expectRevision: Int?, author: String) async throws {
        try await write { connection in
            var plan = WritePlan(states: try Self.states(of: [name], connection), author: author, now: Catalog.timestamp())
            try plan.remove(name, expectRevision: expectRevision)
            try Self.make(plan.steps, connection)
        }
    }

    public func apply(_ changes: [PlannedChange], author: String, recording bases: SyncBaseUpdate?) async throws -> LoadSummary {
        let texts = Catalog.revisionTexts(changes.compactMap { change in
            if case .write(let item) = change.action { return item }
            return nil
        })
        return try await write { connection in
            var plan = WritePlan(states: try Self.states(of: WritePlan.names(changes), connection), author: author, now: Catalog.timestamp())
            let summary = try plan.apply(changes, texts: texts)
            try Self.make(plan.steps, connection)
            if let bases { try Self.record(bases, connection) }
            return summary
        }
    }

    /// What the catalog holds for each name, for a `WritePlan`, in one query.
    static func states(of names: [CatalogName], _ connection: PQConnection) throws -> [CatalogName: NameState] {
        let rows = try connection.query("""
            SELECT n.name, (SELECT max(revision) FROM revisions r WHERE r.name = n.name), t.created_at, t.spec_yaml
            FROM unnest(\(Array(Set(names.map(\.rawValue))))::text[]) AS n(name) LEFT JOIN transitions t ON t.name = n.name
            """)
        var states: [CatalogName: NameState] = [:]
        for (name, newest, createdAt, yaml) in try rows.decode((String, Int?, String?, String?).self) {
            guard let catalogName = CatalogName(name) else { continue }
            let stored = try zip(createdAt, yaml).map { ($0, try decode($1, name: name, field: "transitions.spec_yaml")) }
            states[catalogName] = NameState(newest: newest, stored: stored)
        }
        return states
    }

    /// A plan's steps, on the tables.
    static func make(_ steps: [WriteStep], _ connection: PQConnection) throws {
        for step in steps {
            switch step {
            case .regrade(let name, let worst):
                try connection.query("UPDATE transitions SET worst = \(worst) WHERE name = \(name.rawValue)")
            case .put(let spec, let worst, let createdAt, let updatedAt, let replacing, let revision):
                if replacing { try connection.query("DELETE FROM transitions WHERE name = \(spec.name.rawValue)") }
                try insert(spec, yaml: revision.yaml ?? spec.document.yaml, worst: worst, createdAt: createdAt, updatedAt: updatedAt, connection)
                try record(revision, connection)
            case .delete(let name, let revision):
                try connection.query("DELETE FROM transitions WHERE name = \(name.rawValue)")
                try record(revision, connection)
            }
        }
    }

    static func insert(_ spec: TransitionSpec, yaml: String, worst: String?, createdAt: String, updatedAt: String, _ connection: PQConnection) throws {
        let words = { (text: String?) in SearchWords.folded(text ?? "").joined(separator: " ") }
        try connection.query("""
            INSERT INTO transitions (name, title, summary, pattern, element_count, tags, worst, spec_yaml, created_at, updated_at, search)
            VALUES (\(spec.name.rawValue), \(spec.title), \(spec.summary), \(spec.pattern.rawValue), \(spec.elements.count), \(spec.tags),
                    \(worst), \(yaml), \(createdAt), \(updatedAt),
                    setweight(to_tsvector('simple', \(words(spec.name.rawValue))), 'A')
                    || setweight(to_tsvector('simple', \(words(spec.title))), 'B')
                    || setweight(to_tsvector('simple', \(words((spec.tags + spec.elements.map(\.id)).joined(separator: " ")))), 'C')
                    || setweight(to_tsvector('simple', \(words(spec.summary))), 'D'))
            """)
    }

    static func record(_ revision: RevisionRecord, _ connection: PQConnection) throws {
        try connection.query("""
            INSERT INTO revisions (name, revision, action, author, at, change, spec_yaml)
            VALUES (\(revision.name.rawValue), \(revision.number), \(revision.action), \(revision.author), \(revision.time), \(revision.change), \(revision.yaml))
            """)
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
#endif
