/// Why a dump, load or add wrote nothing: every problem found, one line each, and the
/// kind that decides the exit code (input 3, catalog conflict 4, error findings 1).
public struct SyncRefusal: Error, Equatable, Sendable {
    public enum Kind: Int, Comparable, Sendable {
        // Ordered by which wins the exit code when problems of several kinds are reported.
        case findings, conflict, input

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var kind: Kind
    public var lines: [String]

    public init(_ kind: Kind, _ lines: [String]) {
        self.kind = kind
        self.lines = lines
    }

    public init(_ kind: Kind, _ line: String) {
        self.init(kind, [line])
    }
}

/// Problems gathered across every file before anything is written.
struct ProblemList {
    private(set) var lines: [String] = []
    private(set) var worst: SyncRefusal.Kind?

    mutating func add(_ kind: SyncRefusal.Kind, _ newLines: [String]) {
        guard !newLines.isEmpty else { return }
        lines += newLines
        worst = max(worst ?? kind, kind)
    }

    /// Throws every problem at once, with the most serious kind, when there is any.
    func throwIfAny(closing summary: String? = nil) throws(SyncRefusal) {
        guard let worst else { return }
        throw SyncRefusal(worst, lines + (summary.map { [$0] } ?? []))
    }
}
