import Foundation
import GRDB
import SpecModel

/// What `add` did with one spec.
public enum AddOutcome: String, Equatable, Sendable {
    case added, replaced
}

extension Catalog {
    /// Stores every spec in one transaction: all of them or none. A name that is
    /// already stored is refused unless `replace`.
    @discardableResult
    public func add(_ specs: [TransitionSpec], replace: Bool = false) throws -> [AddOutcome] {
        let now = Self.timestamp()
        return try write { db in
            try specs.map { spec in
                let existing = try Row.fetchOne(db, sql: "SELECT id, created_at FROM transitions WHERE name = ?", arguments: [spec.name.rawValue])
                if let existing {
                    guard replace else { throw CatalogError.exists(spec.name) }
                    try db.execute(sql: "DELETE FROM transitions WHERE id = ?", arguments: [existing["id"] as Int64])
                }
                try insert(spec, createdAt: existing?["created_at"] ?? now, updatedAt: now, db)
                return existing == nil ? .added : .replaced
            }
        }
    }

    /// Deletes a spec; throws `notFound` when there is none of that name.
    public func remove(_ name: CatalogName) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM transitions WHERE name = ?", arguments: [name.rawValue])
            if db.changesCount == 0 { throw CatalogError.notFound(name) }
        }
    }

    private func insert(_ spec: TransitionSpec, createdAt: String, updatedAt: String, _ db: Database) throws {
        try db.execute(
            sql: """
            INSERT INTO transitions (name, format_version, title, summary, pattern, context, host, usage, namespace,
                canvas_width, canvas_height, from_state, to_state, animation, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            arguments: [
                spec.name.rawValue, spec.formatVersion, spec.title, spec.summary, spec.pattern.rawValue,
                spec.context.rawValue, spec.host.rawValue, spec.usage.rawValue, spec.namespace.rawValue,
                spec.canvas?.width, spec.canvas?.height, spec.fromState.rawValue, spec.toState.rawValue,
                spec.animation?.source, createdAt, updatedAt,
            ]
        )
        let transitionID = db.lastInsertedRowID
        for (position, tag) in spec.tags.enumerated() {
            try db.execute(sql: "INSERT INTO tags (transition_id, position, tag) VALUES (?, ?, ?)", arguments: [transitionID, position, tag])
        }
        for (position, suppression) in spec.suppressions.enumerated() {
            try db.execute(
                sql: "INSERT INTO suppressions (transition_id, position, rule, reason) VALUES (?, ?, ?, ?)",
                arguments: [transitionID, position, suppression.rule, suppression.reason]
            )
        }
        for (position, element) in spec.elements.enumerated() {
            var arguments: StatementArguments = [
                transitionID, position, element.id, element.role.rawValue, element.kind.rawValue,
                element.properties.rawValue, element.anchor.x, element.anchor.y, element.source.rawValue,
                element.namespace?.rawValue,
            ]
            arguments += Self.frameArguments(element.from)
            arguments += Self.frameArguments(element.to)
            arguments += [element.isMatched ? nil : element.transition.source, element.delay, element.animation?.source]
            try db.execute(
                sql: """
                INSERT INTO elements (transition_id, position, element_id, role, kind, properties, anchor_x, anchor_y,
                    source, namespace, from_x, from_y, from_width, from_height, from_corner_radius, from_opacity, from_font,
                    to_x, to_y, to_width, to_height, to_corner_radius, to_opacity, to_font, transition, delay, animation)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                arguments: arguments
            )
        }
    }

    private static func frameArguments(_ frame: StateFrame?) -> StatementArguments {
        [frame?.x, frame?.y, frame?.width, frame?.height, frame?.cornerRadius, frame?.opacity, frame?.font?.description]
    }

    static func timestamp() -> String {
        Date().formatted(.iso8601)
    }
}
