import SpecModel

/// What the catalog holds for one name, read inside a write's transaction.
struct NameState: Sendable {
    /// The newest revision number, a removal included; nil when the name never existed.
    var newest: Int?
    /// The spec stored now, with when it was first added; nil when there is none.
    var stored: (createdAt: String, spec: TransitionSpec)?

    /// The revision of a spec that exists now.
    var current: Int? { stored == nil ? nil : newest }
}

/// One revision to record.
struct RevisionRecord: Sendable {
    var name: CatalogName
    var number: Int
    var action: String
    var author: String
    var time: String
    var change: String
    /// The spec as `show` prints it; nil for a removal.
    var yaml: String?
}

/// One change a back end makes to its tables, in order, inside the transaction.
enum WriteStep: Sendable {
    /// The same spec again: only its grading may need saving.
    case regrade(CatalogName, worst: String?)
    /// Stores `spec` (replacing the stored one when `replacing`) and records its revision.
    case put(TransitionSpec, worst: String?, createdAt: String, updatedAt: String, replacing: Bool, RevisionRecord)
    /// Deletes the stored spec and records its removal.
    case delete(CatalogName, RevisionRecord)
}

/// The catalog's write rules, once for every back end: which names may be written,
/// revision checks, revision numbers and their one-line changes. A back end reads the
/// states of the names involved inside its transaction, runs the plan, then makes its steps.
struct WritePlan: Sendable {
    private var states: [CatalogName: NameState]
    private let author: String
    /// Taken inside the transaction, so revision times follow commit order.
    private let now: String
    private(set) var steps: [WriteStep] = []

    init(states: [CatalogName: NameState], author: String, now: String) {
        self.states = states
        self.author = author
        self.now = now
    }

    /// Every name a batch of writes, removals or changes touches, for reading their states.
    static func names(_ writes: [SpecWrite]) -> [CatalogName] { writes.map(\.spec.name) }
    static func names(_ changes: [PlannedChange]) -> [CatalogName] { changes.map(\.name) }

    /// `add`: every spec or none. A name already stored is refused unless `replace`
    /// (several at once are named together); with `expectRevision`, a spec that moved on is refused.
    mutating func add(_ writes: [SpecWrite], texts: [String], replace: Bool, expectRevision: Int?) throws -> [WriteOutcome] {
        if !replace {
            let taken = writes.map(\.spec.name).filter { states[$0]?.stored != nil }
            if taken.count > 1 { throw CatalogError.allExist(taken) }
        }
        return try zip(writes, texts).map { item, text in
            let name = item.spec.name
            let current = states[name]?.current
            if let expectRevision, current != expectRevision {
                throw CatalogError.revisionConflict(name, expected: expectRevision, current: current)
            }
            if current != nil, !replace { throw CatalogError.exists(name) }
            let outcome = store(item, text: text)
            return WriteOutcome(name: name, outcome: outcome, revision: states[name]?.newest ?? 1)
        }
    }

    /// `remove`: throws `notFound` when there is none; with `expectRevision`, a spec that moved on is refused.
    mutating func remove(_ name: CatalogName, expectRevision: Int?) throws {
        guard let current = states[name]?.current else { throw CatalogError.notFound(name) }
        if let expectRevision, current != expectRevision {
            throw CatalogError.revisionConflict(name, expected: expectRevision, current: current)
        }
        delete(name)
    }

    /// A planned load: each change checked against the revision its planner saw, then applied.
    /// `texts`: the revision text of each `.write` change, in order.
    mutating func apply(_ changes: [PlannedChange], texts: [String]) throws -> LoadSummary {
        var summary = LoadSummary()
        var nextText = texts.makeIterator()
        for change in changes {
            let name = change.name
            if case .some(let expected) = change.expected, states[name]?.newest != expected {
                throw CatalogError.revisionConflict(name, expected: expected ?? 0, current: states[name]?.newest)
            }
            switch change.action {
            case .write(let item):
                switch store(item, text: nextText.next()!) {
                case .added: summary.added += 1
                case .replaced: summary.changed += 1
                case .unchanged: summary.unchanged += 1
                }
            case .remove:
                guard states[name]?.stored != nil else { continue }
                delete(name)
                summary.removed += 1
            }
            summary.revisions[name.rawValue] = states[name]?.newest
        }
        return summary
    }

    /// Stores one spec; an identical one is left alone (only regraded).
    private mutating func store(_ item: SpecWrite, text: String) -> AddOutcome {
        let spec = item.spec
        let state = states[spec.name] ?? NameState()
        if let existing = state.stored, existing.spec == spec {
            steps.append(.regrade(spec.name, worst: item.worst))
            return .unchanged
        }
        let change = (state.stored.map { spec.changes(since: $0.spec) } ?? "added with \(counted(spec.elements.count, "element"))")
            + (item.note.map { " (\($0))" } ?? "")
        let number = (state.newest ?? 0) + 1
        let createdAt = state.stored?.createdAt ?? now
        let revision = RevisionRecord(name: spec.name, number: number, action: state.stored == nil ? "add" : "replace",
                                      author: author, time: now, change: change, yaml: text)
        steps.append(.put(spec, worst: item.worst, createdAt: createdAt, updatedAt: now, replacing: state.stored != nil, revision))
        states[spec.name] = NameState(newest: number, stored: (createdAt, spec))
        return state.stored == nil ? .added : .replaced
    }

    private mutating func delete(_ name: CatalogName) {
        let number = (states[name]?.newest ?? 0) + 1
        steps.append(.delete(name, RevisionRecord(name: name, number: number, action: "remove", author: author, time: now, change: "removed", yaml: nil)))
        states[name] = NameState(newest: number, stored: nil)
    }
}
