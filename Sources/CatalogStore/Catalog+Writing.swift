import Foundation
import GRDB
import SpecModel

/// A spec to store, with its worst validation finding (`error`, `warning`,
/// `info` or nil), graded by the caller: the store knows no rules.
public struct SpecWrite: Sendable {
    public var spec: TransitionSpec
    public var worst: String?
    /// Added to the revision's one-line change, e.g. why a write took over another's.
    public var note: String?
    /// The spec's canonical YAML, when the caller has printed it already (a load compares
    /// it with what it last exchanged): the revision keeps it without printing it again.
    public var canonicalYAML: String?

    public init(_ spec: TransitionSpec, worst: String? = nil, note: String? = nil) {
        self.spec = spec
        self.worst = worst
        self.note = note
    }
}

/// What a write did with one spec.
public enum AddOutcome: String, Equatable, Sendable {
    case added, replaced, unchanged
}

/// What a write did with one spec, and the revision the spec is at after it.
public struct WriteOutcome: Equatable, Sendable {
    public var name: CatalogName
    public var outcome: AddOutcome
    public var revision: Int
}

extension Catalog {
    /// Stores every spec in one transaction: all of them or none. A name that is
    /// already stored is refused unless `replace`; with `expectRevision`, a spec
    /// changed by someone else since that revision is refused too.
    @discardableResult
    public func add(_ writes: [SpecWrite], replace: Bool = false, expectRevision: Int? = nil, author: String) async throws -> [WriteOutcome] {
        let texts = Self.revisionTexts(writes)
        return try await write { db in try Self.add(writes, texts: texts, replace: replace, expectRevision: expectRevision, author: author, db) }
    }

    /// The text each write's revision keeps (the spec as `show` prints it), printed on all
    /// cores before the write lock is taken, so that the transaction only writes.
    static func revisionTexts(_ writes: [SpecWrite]) -> [String] {
        parallelMap(writes) { $0.canonicalYAML ?? $0.spec.document.yaml }
    }

    static func add(_ writes: [SpecWrite], texts: [String], replace: Bool, expectRevision: Int?, author: String, _ db: Database) throws -> [WriteOutcome] {
        var plan = WritePlan(states: try states(of: WritePlan.names(writes), db), author: author, now: timestamp())
        let outcomes = try plan.add(writes, texts: texts, replace: replace, expectRevision: expectRevision)
        try make(plan.steps, db)
        return outcomes
    }

    /// Deletes a spec, recording the removal; throws `notFound` when there is none.
    /// With `expectRevision`, a spec changed by someone else since that revision is refused.
    public func remove(_ name: CatalogName, expectRevision: Int? = nil, author: String) async throws {
        try await write { db in
            var plan = WritePlan(states: try Self.states(of: [name], db), author: author, now: Self.timestamp())
            try plan.remove(name, expectRevision: expectRevision)
            try Self.make(plan.steps, db)
        }
    }

    /// What the catalog holds for each name, for a `WritePlan`.
    static func states(of names: [CatalogName], _ db: Database) throws -> [CatalogName: NameState] {
        var states: [CatalogName: NameState] = [:]
        for name in names where states[name] == nil {
            states[name] = NameState(newest: try newestRevision(of: name, db), stored: try storedSpec(named: name, db).map { ($0.createdAt, $0.spec) })
        }
        return states
    }

    /// A plan's steps, on the tables.
    static func make(_ steps: [WriteStep], _ db: Database) throws {
        for step in steps {
            switch step {
            case .regrade(let name, let worst):
                try db.cachedStatement(sql: "UPDATE transitions SET worst = ? WHERE name = ?").execute(arguments: [worst, name.rawValue])
            case .put(let spec, let worst, let createdAt, let updatedAt, let replacing, let revision):
                if replacing { try deleteRows(of: spec.name, db) }
                try insert(spec, worst: worst, createdAt: createdAt, updatedAt: updatedAt, db)
                try record(revision, db)
            case .delete(let name, let revision):
                try deleteRows(of: name, db)
                try record(revision, db)
            }
        }
    }

    /// The spec's rows and its full-text row (elements, tags and suppressions go with it: ON DELETE CASCADE).
    private static func deleteRows(of name: CatalogName, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM spec_search WHERE rowid = (SELECT id FROM transitions WHERE name = ?)").execute(arguments: [name.rawValue])
        try db.cachedStatement(sql: "DELETE FROM transitions WHERE name = ?").execute(arguments: [name.rawValue])
    }

    static func insert(_ spec: TransitionSpec, worst: String?, createdAt: String, updatedAt: String, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO transitions (name, format_version, title, summary, pattern, context, host, usage, namespace,
                canvas_width, canvas_height, from_state, to_state, animation, created_at, updated_at, worst)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                spec.name.rawValue, spec.formatVersion, spec.title, spec.summary, spec.pattern.rawValue,
                spec.context.rawValue, spec.host.rawValue, spec.usage.rawValue, spec.namespace.rawValue,
                spec.canvas?.width, spec.canvas?.height, spec.fromState.rawValue, spec.toState.rawValue,
                spec.animation?.source, createdAt, updatedAt, worst,
            ]
        )
        let transitionID = db.lastInsertedRowID
        for (position, tag) in spec.tags.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO tags (transition_id, position, tag) VALUES (?, ?, ?)").execute(arguments: [transitionID, position, tag])
        }
        for (position, suppression) in spec.suppressions.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO suppressions (transition_id, position, rule, reason) VALUES (?, ?, ?, ?)").execute(arguments: [transitionID, position, suppression.rule, suppression.reason]
            )
        }
        for (position, element) in spec.elements.enumerated() {
            var arguments: StatementArguments = [
                transitionID, position, element.id, element.role.rawValue, element.kind.rawValue,
                element.properties.rawValue, element.anchor.x, element.anchor.y, element.source.rawValue,
                element.namespace?.rawValue,
            ]
            arguments += frameArguments(element.from)
            arguments += frameArguments(element.to)
            arguments += [element.isMatched ? nil : element.transition.source, element.delay, element.animation?.source]
            try db.cachedStatement(sql: """
                INSERT INTO elements (transition_id, position, element_id, role, kind, properties, anchor_x, anchor_y,
                    source, namespace, from_x, from_y, from_width, from_height, from_corner_radius, from_opacity, from_font,
                    to_x, to_y, to_width, to_height, to_corner_radius, to_opacity, to_font, transition, delay, animation)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: arguments
            )
        }
        try db.cachedStatement(sql: "INSERT INTO spec_search (rowid, name, title, summary, tags, element_ids) VALUES (?, ?, ?, ?, ?, ?)").execute(arguments: [transitionID, spec.name.rawValue, spec.title, spec.summary, spec.tags.joined(separator: " "), spec.elements.map(\.id).joined(separator: " ")]
        )
    }

    private static func frameArguments(_ frame: StateFrame?) -> StatementArguments {
        [frame?.x, frame?.y, frame?.width, frame?.height, frame?.cornerRadius, frame?.opacity, frame?.font?.description]
    }

    static func timestamp() -> String {
        Date().formatted(.iso8601)
    }
}
