import SpecModel

/// The findings of one transition.
public struct ValidationReport: Equatable, Sendable {
    /// The transition's catalog name.
    public var transition: String
    /// The spec file, when a file was checked.
    public var file: String?
    /// Active findings, sorted: by line (when located), then rule order, then the order
    /// the rule reported them in (element order).
    public var findings: [Finding]
    /// Findings of rules the spec disables (`disable:`), in the same order.
    public var suppressed: [Finding]
    /// The spec's `disable:` entries, for the reasons reporters print.
    public var suppressions: [Suppression]

    public init(transition: String, file: String? = nil, findings: [Finding], suppressed: [Finding] = [], suppressions: [Suppression] = []) {
        self.transition = transition
        self.file = file
        self.findings = findings
        self.suppressed = suppressed
        self.suppressions = suppressions
    }

    /// The most severe active finding, or nil when there is none.
    public var worst: Severity? { findings.map(\.severity).max() }

    /// True when an active finding is an error, or, with `strict`, a warning.
    public func failed(strict: Bool) -> Bool {
        guard let worst else { return false }
        return worst == .error || (strict && worst >= .warning)
    }

    /// Why the spec disables the rule of `finding`, if it says so.
    public func suppressionReason(for finding: Finding) -> String? {
        suppressions.first { $0.rule == finding.rule && $0.reason != nil }?.reason
    }
}
