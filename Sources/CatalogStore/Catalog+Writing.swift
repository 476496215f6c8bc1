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
        // Taken inside the transaction, so revision times follow commit order.
        let now = Self.timestamp()
        if !replace {
            let taken = try writes.map(\.spec.name).filter { try Self.currentRevision(of: $0, db) != nil }
            if taken.count > 1 { throw CatalogError.allExist(taken) }
        }
        return try zip(writes, texts).map { item, text in
            let current = try Self.currentRevision(of: item.spec.name, db)
            if let expectRevision, current != expectRevision {
                throw CatalogError.revisionConflict(item.spec.name, expected: expectRevision, current: current)
            }
            let existing = try Self.storedSpec(named: item.spec.name, db)
            if existing != nil, !replace { throw CatalogError.exists(item.spec.name) }
            let outcome = try Self.store(item, text: text, replacing: existing, author: author, at: now, db)
            return WriteOutcome(name: item.spec.name, outcome: outcome, revision: try newestRevision(of: item.spec.name, db) ?? 1)
        }
    }

    /// Deletes a spec, recording the removal; throws `notFound` when there is none.
    /// With `expectRevision`, a spec changed by someone else since that revision is refused.
    public func remove(_ name: CatalogName, expectRevision: Int? = nil, author: String) async throws {
        try await write { db in try Self.remove(name, expectRevision: expectRevision, author: author, db) }
    }

    static func remove(_ name: CatalogName, expectRevision: Int?, author: String, _ db: Database) throws {
        let now = Self.timestamp()
        guard let existing = try Self.storedSpec(named: name, db) else { throw CatalogError.notFound(name) }
        if let expectRevision, let current = try currentRevision(of: name, db), current != expectRevision {
            throw CatalogError.revisionConflict(name, expected: expectRevision, current: current)
        }
        try Self.delete(existing, author: author, at: now, db)
    }

    /// Inserts or replaces one spec and records the revision, whose `text` is the spec's
    /// canonical YAML (`revisionTexts`); an identical spec is left alone.
    static func store(_ item: SpecWrite, text: String, replacing existing: StoredSpec?, author: String, at now: String, _ db: Database) throws -> AddOutcome {
        let spec = item.spec
        if let existing {
            if existing.spec == spec {
                // Same spec: only a newer grading of it may need saving.
                try db.cachedStatement(sql: "UPDATE transitions SET worst = ? WHERE id = ?").execute(arguments: [item.worst, existing.id])
                return .unchanged
            }
            try db.cachedStatement(sql: "DELETE FROM transitions WHERE id = ?").execute(arguments: [existing.id])
            try db.cachedStatement(sql: "DELETE FROM spec_search WHERE rowid = ?").execute(arguments: [existing.id])
        }
        try insert(spec, worst: item.worst, createdAt: existing?.createdAt ?? now, updatedAt: now, db)
        let change = (existing.map { spec.changes(since: $0.spec) } ?? "added with \(counted(spec.elements.count, "element"))") + (item.note.map { " (\($0))" } ?? "")
        try recordRevision(of: spec.name, action: existing == nil ? "add" : "replace", author: author, at: now, change: change, yaml: text, db)
        return existing == nil ? .added : .replaced
    }

    static func delete(_ existing: StoredSpec, author: String, at now: String, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM transitions WHERE id = ?").execute(arguments: [existing.id])
        try db.cachedStatement(sql: "DELETE FROM spec_search WHERE rowid = ?").execute(arguments: [existing.id])
        try recordRevision(of: existing.spec.name, action: "remove", author: author, at: now, change: "removed", yaml: nil, db)
    }

    private static func insert(_ spec: TransitionSpec, worst: String?, createdAt: String, updatedAt: String, _ db: Database) throws {
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
