import SpecModel

/// Runs rules over a spec and turns their violations into findings: severity, hint
/// and reference from the rule, the file position from the source map, and the
/// findings of disabled rules set aside.
public struct Validator: Sendable {
    public let rules: [any SpecRule]

    public init(rules: [any SpecRule] = RuleRegistry.all) {
        self.rules = rules
    }

    public func validate(_ spec: TransitionSpec, sourceMap: SourceMap? = nil) -> ValidationReport {
        let transition = spec.name.rawValue
        var ordered: [(order: Int, finding: Finding)] = []
        for (order, rule) in rules.enumerated() {
            let description = rule.ruleDescription
            for violation in rule.check(spec) {
                let location = sourceMap?.location(of: violation.path)
                let finding = Finding(
                    rule: description.identifier, severity: description.severity, transition: transition,
                    element: violation.element, message: violation.message, hint: description.hint,
                    reference: description.reference, path: violation.path,
                    file: sourceMap?.file, line: location?.line, column: location?.column
                )
                ordered.append((order, finding))
            }
        }
        // By line (when located), then the rule's place in `rules`; within one rule the
        // order it reported in, which is the elements' (or disable entries') order.
        // Sorting the enumerated pairs keeps the sort stable, so equal inputs always give
        // the same order.
        let findings = ordered.enumerated()
            .sorted { ($0.element.finding.line ?? 0, $0.element.order, $0.offset) < ($1.element.finding.line ?? 0, $1.element.order, $1.offset) }
            .map(\.element.finding)

        let disabled = Set(spec.suppressions.map(\.rule))
        return ValidationReport(
            transition: transition, file: sourceMap?.file,
            findings: findings.filter { !disabled.contains($0.rule) },
            suppressed: findings.filter { disabled.contains($0.rule) },
            suppressions: spec.suppressions
        )
    }
}
