/// The `@State` that switches a transition's branches changes with no `.animation(_:value:)`
/// and no `withAnimation` (nor a `$state.animation()` binding). State the view does not own
/// (`@Binding`, a model), or owned state handed out as a binding (`$isExpanded`), may be
/// animated by whoever changes it, so it is not judged. `withTransaction` and
/// `.transaction { }` count as animating, and so does a `withAnimation` that calls a
/// method of the view (which may change the state inside).
struct MissingAnimationCodeRule: CodeRule {
    static let identifier = "missing_animation"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard transition.seesAllStates else { return [] }
        let conditionals = input.switchingConditionals(of: transition)
        var violations: [CodeViolation] = []
        for conditional in conditionals {
            guard let type = input.type(of: conditional) else { continue }
            // The branch flips when the last of its state changes: every one must be owned here,
            // none handed out, and none animated.
            let variables = input.stateVariables(of: conditional)
            let owned = variables.filter { type.properties[$0]?.isOwnedState == true && !type.bindingsHandedOut.contains($0) }
            guard !owned.isEmpty, owned.count == variables.count, input.animation(for: variables, in: type) == nil else { continue }
            violations.append(CodeViolation(
                element: nil,
                message: "\(listed(owned)) switches `\(conditional.keyword) \(conditional.condition)` with no .animation(_:value:) and no withAnimation, so the state change is a hard cut, not a morph",
                place: conditional.place
            ))
        }
        if conditionals.isEmpty, let type = input.context.types[transition.owner], let first = transition.views.first {
            let driver = input.driver(of: transition)
            let owned = driver.variables.filter { type.properties[$0]?.isOwnedState == true && !type.bindingsHandedOut.contains($0) }
            if !owned.isEmpty, driver.animation == nil {
                violations.append(CodeViolation(
                    element: nil,
                    message: "\(listed(owned)) switches which view is the source with no .animation(_:value:) and no withAnimation, so the state change is a hard cut, not a morph",
                    place: first.place
                ))
            }
        }
        return violations
    }
}
