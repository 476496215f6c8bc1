import Validation

/// An id expression that calls `UUID()`, `Date()`, `.random`, or reads a position
/// (`index`, `offset`, the parameter of a ForEach over indices or `enumerated()`).
/// The judgement on the expression's text is the spec rule's own.
struct UnstableIdCodeRule: CodeRule {
    static let identifier = "unstable_id"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var seen: Set<String> = []
        var violations: [CodeViolation] = []
        for view in transition.views where !seen.contains(view.fact.idKey) {
            guard let cause = UnstableIdRule.instabilityCause(of: view.fact.idSource) ?? view.fact.indexCause else { continue }
            seen.insert(view.fact.idKey)
            violations.append(CodeViolation(
                element: view.fact.idDisplay,
                message: "the id \(view.fact.idSource) is built from \(cause), which changes while the animation runs",
                place: view.place
            ))
        }
        return violations
    }
}
