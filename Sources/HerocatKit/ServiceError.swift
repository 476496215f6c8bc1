import CatalogStore
import SpecModel
import Validation

/// Why a catalog operation failed, as data: a `kind` each front end words and maps
/// (the CLI to exit codes, the server to HTTP statuses), a one-line message, and the
/// facts that go with some kinds.
public struct ServiceError: Error, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The input is not a valid spec (its problems are in `lines`, file-style).
        case invalidSpec = "invalid_spec"
        /// A request that makes no sense (a name that differs from the URL's, a bad parameter).
        case badRequest = "bad_request"
        case notFound = "not_found"
        /// Creating a spec whose name is taken.
        case exists
        /// The spec changed since the revision the writer expected.
        case staleRevision = "stale_revision"
        /// The spec has error findings and the write was not forced (they are in `findings`).
        case errorFindings = "error_findings"
        case unknownFormat = "unknown_format"
        /// The format cannot express this spec.
        case cannotExport = "cannot_export"
        /// Another writer held the catalog for longer than the busy timeout.
        case busy = "catalog_busy"
        /// The catalog file cannot be used at all.
        case catalogUnavailable = "catalog_unavailable"
    }

    public var kind: Kind
    public var message: String
    /// File-style problems (`file:line:column: message`) of invalid input.
    public var lines: [String] = []
    public var findings: [Finding] = []
    /// The spec's current revision, for `staleRevision` (nil when it was removed).
    public var currentRevision: Int?

    public init(_ kind: Kind, _ message: String, lines: [String] = [], findings: [Finding] = [], currentRevision: Int? = nil) {
        self.kind = kind
        self.message = message
        self.lines = lines
        self.findings = findings
        self.currentRevision = currentRevision
    }

    /// The store's and the parser's errors as service errors.
    public static func from(_ error: any Error) -> ServiceError? {
        switch error {
        case let error as ServiceError: return error
        case let error as SpecError: return ServiceError(.invalidSpec, error.lines.first ?? "invalid spec", lines: error.lines)
        case let error as CatalogError: return from(error)
        default: return nil
        }
    }

    static func from(_ error: CatalogError) -> ServiceError {
        switch error {
        case .notFound(let name): return ServiceError(.notFound, "no spec named '\(name)' in the catalog")
        case .noRevision(let name, let number): return ServiceError(.notFound, "'\(name)' has no revision \(number)")
        case .revisionIsRemoval(let name, let number): return ServiceError(.notFound, "revision \(number) of '\(name)' is its removal")
        case .exists(let name): return ServiceError(.exists, "'\(name)' is already in the catalog")
        case let .revisionConflict(name, expected, current):
            let now = current.map { "it is at revision \($0)" } ?? "it has been removed"
            return ServiceError(.staleRevision, "'\(name)' changed since revision \(expected): \(now)", currentRevision: current)
        case .locked: return ServiceError(.busy, error.description)
        default: return ServiceError(.catalogUnavailable, error.description)
        }
    }
}
