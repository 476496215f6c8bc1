/// The two views of an id sit in branches switched by different state variables, or in
/// two views that each own an `@Namespace` of that name (so two namespace instances)
/// while one parent shows both.
struct SeparateParentsCodeRule: CodeRule {
    static let identifier = "separate_parents"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        if transition.seesAllStates {
            violations += differentState(transition, input)
            violations += separateOwners(transition, input)
        }
        return violations
    }

    private func differentState(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        for id in transition.idKeys {
            let group = transition.views(withID: id)
            search: for (index, first) in group.enumerated() {
                for second in group[(index + 1)...] where second.stateKey != first.stateKey {
                    let shared = commonPrefixLength(first.stateKey, second.stateKey)
                    let a = variables(Array(first.stateKey.dropFirst(shared)), input)
                    let b = variables(Array(second.stateKey.dropFirst(shared)), input)
                    guard !a.names.isEmpty, !b.names.isEmpty, Set(a.names).isDisjoint(with: b.names) else { continue }
                    violations.append(CodeViolation(
                        element: second.fact.idDisplay,
                        message: "\(second.fact.idDisplay) is matched under `\(a.condition)` (line \(first.place.line), state \(listed(a.names))) and under `\(b.condition)` (state \(listed(b.names))): the two states are switched by different state, so they need not change in the same render cycle",
                        place: second.place
                    ))
                    break search
                }
            }
        }
        return violations
    }

    /// The state variables of the conditionals on a path, and the first condition.
    private func variables(_ steps: [Step], _ input: RuleInput) -> (names: [String], condition: String) {
        var names: [String] = []
        var condition = ""
        for step in steps {
            guard let conditional = input.context.conditional(of: step) else { continue }
            if condition.isEmpty { condition = "\(conditional.keyword) \(conditional.condition)" }
            for name in input.stateVariables(of: conditional) where !names.contains(name) { names.append(name) }
        }
        return (names, condition)
    }

    private func separateOwners(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard let namespace = transition.namespaceName else { return [] }
        var violations: [CodeViolation] = []
        for id in transition.idKeys {
            guard let view = transition.views(withID: id).first else { continue }
            for entry in input.viewsByNamespaceAndID[RuleInput.key(namespace: namespace, id: id)] ?? [] {
                let other = input.transitions[entry.transition]
                let otherView = other.views[entry.view]
                guard other.owner != transition.owner, other.seesAllStates, otherView.place < view.place,
                      let parent = parent(showing: transition.owner.name, and: other.owner.name, input)
                else { continue }
                violations.append(CodeViolation(
                    element: view.fact.idDisplay,
                    message: "\(view.fact.idDisplay) is matched in the @Namespace \(namespace) of \(transition.owner.name) and in the one of \(other.owner.name) (line \(otherView.place.line)), both shown by \(parent): each view owns its own namespace instance, so the two never match; declare it once in \(parent) and pass it down",
                    place: view.place
                ))
                break
            }
        }
        return violations
    }

    /// A type whose views use both `a` and `b` (the first by name).
    private func parent(showing a: String, and b: String, _ input: RuleInput) -> String? {
        guard let usersOfA = input.usersOfType[a], let usersOfB = input.usersOfType[b] else { return nil }
        return usersOfA.intersection(usersOfB).min()
    }
}
