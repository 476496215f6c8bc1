import SpecModel

/// A spec file that cannot be read or parsed. Not a principle and not in
/// `RuleRegistry.all` (a parsed spec cannot break it): `validate --file` reports each
/// problem of such a file as a finding of this rule, so one bad file never hides the
/// findings of the others, in every output format.
public struct InvalidSpecRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "invalid_spec",
        name: "Invalid spec",
        severity: .error,
        principle: "A spec file must be readable and follow the spec format: known keys, right types, values in range.",
        hint: "Fix the problem at this position; docs/reference/spec-fields.md lists every field and the range of every number.",
        sources: ["derived"],
        triggeringExamples: [],
        nonTriggeringExamples: []
    )

    /// One report for the file, one error finding per problem in it (line and column
    /// 1:1 where the problem has no position, such as a missing file).
    public static func report(for error: SpecError) -> ValidationReport {
        let rule = description
        let findings = error.issues.map { issue in
            Finding(
                rule: rule.identifier, severity: rule.severity, transition: error.file,
                message: issue.path.isEmpty ? issue.message : "\(issue.path): \(issue.message)",
                hint: rule.hint, reference: rule.reference, path: issue.path,
                file: error.file, line: issue.line ?? 1, column: issue.column ?? 1
            )
        }
        return ValidationReport(transition: error.file, file: error.file, findings: findings)
    }
}
