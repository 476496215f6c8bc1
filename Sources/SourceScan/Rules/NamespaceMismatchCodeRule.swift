/// One id matched with two different namespaces in two states of one view.
struct NamespaceMismatchCodeRule: CodeRule {
    static let identifier = "namespace_mismatch"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard let namespace = transition.namespaceName else { return [] }
        var violations: [CodeViolation] = []
        for id in transition.idKeys {
            guard let view = transition.views(withID: id).first else { continue }
            let other = (input.transitionsByOwner[transition.owner] ?? []).lazy
                .map { input.transitions[$0] }
                .filter { $0.namespaceName != nil && $0.namespaceName != namespace }
                .flatMap { candidate in candidate.views(withID: id).map { (candidate, $0) } }
                .first { $0.1.stateKey != view.stateKey && $0.1.place < view.place }
            guard let (otherTransition, otherView) = other else { continue }
            violations.append(CodeViolation(
                element: view.fact.idDisplay,
                message: "\(view.fact.idDisplay) is in namespace \(otherTransition.namespaceName ?? "?") \(input.describe(otherView.stateKey)) (line \(otherView.place.line)) but in namespace \(namespace) \(input.describe(view.stateKey)); across namespaces nothing animates",
                place: view.place
            ))
        }
        return violations
    }
}
