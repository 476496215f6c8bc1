/// Why a catalog operation changed nothing, as data: the `kind` that decides how a
/// front end answers (the CLI: an exit code; a server: an HTTP status), and every
/// problem found, each a fact with its own values. Nothing here names a CLI flag or
/// command: each front end words the problems, with its own remedies.
public struct ServiceError: Error, Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Input that cannot be read or is not a valid spec; a path that does not exist.
        case invalidInput = "invalid_input"
        /// An argument out of range for this spec (an interruption past its timeline).
        case invalidArgument = "invalid_argument"
        /// Specs with error findings, not forced.
        case errorFindings = "error_findings"
        case notFound = "not_found"
        /// A name that is already taken.
        case exists
        /// Someone else changed the spec (or the file) since the writer last saw it.
        case conflict
        /// Another writer held the catalog past the busy timeout.
        case busy = "catalog_busy"
        /// The catalog file cannot be used at all.
        case catalogUnavailable = "catalog_unavailable"
        /// A failure none of the modules describes: a herocat bug, said as such.
        case internalFailure = "internal_error"
        /// A request the server refuses before asking the catalog (HTTP only).
        case badRequest = "bad_request"
        case unknownFormat = "unknown_format"
        case unauthorized
        case forbidden
        case methodNotAllowed = "method_not_allowed"
        case tooLarge = "too_large"
        /// A client refused for a while after too many failed token attempts (HTTP only).
        case tooManyRequests = "too_many_requests"

        /// Which kind wins when one refusal holds problems of several kinds:
        /// unreadable input first, then conflicts, then findings.
        var precedence: Int {
            switch self {
            case .errorFindings: return 0
            case .invalidInput: return 2
            default: return 1
            }
        }
    }

    public var kind: Kind
    /// Every problem, in the order found.
    public var problems: [Problem]
    /// What the refusal means for the whole operation, e.g. "nothing was written".
    public var closing: String?
    /// For a spec name not found: the closest name the catalog holds, if one is close.
    public var nearest: String?

    public init(_ problems: [Problem], closing: String? = nil, nearest: String? = nil) {
        precondition(!problems.isEmpty, "a refusal names at least one problem")
        self.problems = problems
        self.closing = closing
        self.nearest = nearest
        // The first problem of the most serious kind decides.
        var kind = problems[0].kind
        for problem in problems.dropFirst() where problem.kind.precedence > kind.precedence { kind = problem.kind }
        self.kind = kind
    }

    public init(_ problem: Problem, nearest: String? = nil) {
        self.init([problem], nearest: nearest)
    }

    /// Every problem in neutral words, one line each, then the closing line.
    public var lines: [String] {
        problems.flatMap(\.lines) + (closing.map { [$0] } ?? [])
    }
}

extension ServiceError: CustomStringConvertible {
    public var description: String { lines.joined(separator: "\n") }
}
