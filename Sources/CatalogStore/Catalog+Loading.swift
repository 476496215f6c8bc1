import GRDB
import SpecModel

/// What `load` did, by count.
public struct LoadSummary: Equatable, Sendable {
    public var added = 0
    public var changed = 0
    public var unchanged = 0
    public var removed = 0
    /// The revision each written spec is at now, by name.
    public var revisions: [String: Int] = [:]
    public init() {}
}

/// The newest revision of a name, whether the spec exists now or was removed.
public struct RevisionState: Equatable, Sendable {
    /// The newest revision number (a removal counts).
    public var revision: Int
    /// False when the newest revision is the spec's removal.
    public var exists: Bool
    public var author: String
    public var time: String

    public init(revision: Int, exists: Bool, author: String, time: String) {
        self.revision = revision
        self.exists = exists
        self.author = author
        self.time = time
    }
}

/// One change of a load, with the revision the planner saw: if the spec has moved on
/// since (another writer committed in between), the whole load is refused.
public struct PlannedChange: Sendable {
    public enum Action: Sendable {
        case write(SpecWrite)
        case remove(CatalogName)
    }

    public var action: Action
    /// The newest revision the planner saw (nil: none), or `.none` to take any.
    public var expected: Int??

    public init(_ action: Action, expected: Int??) {
        self.action = action
        self.expected = expected
    }

    var name: CatalogName {
        switch action {
        case .write(let item): return item.spec.name
        case .remove(let name): return name
        }
    }
}

extension Catalog {
    /// The newest revision of every name the catalog has ever held.
    public func revisionStates() async throws -> [String: RevisionState] {
        try await read(Self.revisionStates)
    }

    static func revisionStates(_ db: Database) throws -> [String: RevisionState] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT r.name, r.revision, r.action, r.author, r.at FROM revisions r
            WHERE r.revision = (SELECT max(revision) FROM revisions WHERE name = r.name)
            """)
        var states: [String: RevisionState] = [:]
        while let row = try rows.next() {
            states[row["name"]] = RevisionState(revision: row["revision"], exists: row["action"] != "remove", author: row["author"], time: row["at"])
        }
        return states
    }

    /// Applies a planned load in one transaction, all or nothing: each write adds,
    /// replaces or leaves alone; each removal deletes; then `bases` are recorded. A change
    /// whose spec is no longer at the revision the planner saw throws `revisionConflict`
    /// and nothing is written.
    public func apply(_ changes: [PlannedChange], author: String, recording bases: SyncBaseUpdate? = nil) async throws -> LoadSummary {
        let writes = changes.compactMap { change -> SpecWrite? in
            if case .write(let item) = change.action { return item }
            return nil
        }
        let texts = Self.revisionTexts(writes)
        return try await write { db in
            let summary = try Self.apply(changes, texts: texts, author: author, db)
            if let bases { try Self.record(bases, db) }
            return summary
        }
    }

    /// `texts`: the revision text of each `.write` change, in order (`revisionTexts`).
    static func apply(_ changes: [PlannedChange], texts: [String], author: String, _ db: Database) throws -> LoadSummary {
        var plan = WritePlan(states: try states(of: WritePlan.names(changes), db), author: author, now: timestamp())
        let summary = try plan.apply(changes, texts: texts)
        try make(plan.steps, db)
        return summary
    }
}
