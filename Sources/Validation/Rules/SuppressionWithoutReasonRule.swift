import SpecModel

/// A `disable:` entry that does not say why.
public struct SuppressionWithoutReasonRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "suppression_without_reason",
        name: "Suppression without reason",
        severity: .warning,
        principle: "A rule switched off for a spec says why, so a reviewer can judge the exception.",
        hint: "Add reason: to the disable entry, saying why the rule does not apply to this transition.",
        sources: ["derived"],
        triggeringExamples: [
            Example("""
                disable:
                  - rule: too_many_matches
                """),
            Example("""
                disable:
                  - rule: font_not_interpolated
                    reason: the move masks the font switch
                  - rule: static_element
                    reason: ""
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                disable:
                  - rule: too_many_matches
                    reason: a photo wall where every tile moves on purpose
                """),
            Example("""
                title: no disable entries at all
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        spec.suppressions.enumerated().compactMap { index, suppression in
            guard suppression.reason == nil else { return nil }
            return RuleViolation(
                path: "disable[\(index)]",
                message: "\(suppression.rule) is disabled without a reason"
            )
        }
    }
}
