import Validation

/// In the branches that switch a transition: a `.transition` that starts with the morph
/// (no delay of at least 0.1 s in the animation it runs on), or a view shown directly by
/// a branch that holds no matched view and has no `.transition` at all.
///
/// A transition runs on the animation it carries (`.opacity.animation(.smooth.delay(0.15))`),
/// else the `.animation(_:)` of its chain, else the transaction's: the animation of the
/// state change. Its start is counted as the spec rule counts it, by the interpolation core.
struct UndelayedFadeCodeRule: CodeRule {
    static let identifier = "undelayed_fade"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard transition.seesAllStates, transition.idKeys.contains(where: transition.isShared) else { return [] }
        let driver = input.driver(of: transition)
        var violations: [CodeViolation] = []
        for conditional in input.switchingConditionals(of: transition) {
            for (index, branch) in conditional.branches.enumerated() {
                let place = input.describe(conditional, branch: index)
                let step = Step.branch(conditional.key, index)
                for fade in transition.fades where !fade.fact.onMatchedView && fade.steps.contains(step) {
                    if let violation = check(fade.fact, driver: driver.animation, place: place, input) { violations.append(violation) }
                }
                for key in branch.statements {
                    guard let statement = input.context.statements[key], statement.isView, !statement.isFiller,
                          !statement.chainIsMatched, statement.transition == nil,
                          !transition.views.contains(where: { $0.steps.contains(.statement(key)) })
                    else { continue }
                    violations.append(CodeViolation(
                        element: nil,
                        message: "\(statement.root) is shown only \(place) and has no .transition, so it pops in and out instead of fading after the morph",
                        place: statement.place
                    ))
                }
            }
        }
        return violations
    }

    private func check(_ fact: TransitionFact, driver: AnimationFact?, place: String, _ input: RuleInput) -> CodeViolation? {
        let use = fact.use
        if use.isIdentity {
            return CodeViolation(
                element: nil,
                message: "the view with .transition(\(use.argument)) \(place) switches at once instead of fading after the morph",
                place: use.place
            )
        }
        let animation = use.animation ?? fact.chainAnimation ?? driver?.expression
        // An expression herocat cannot read is given the benefit of the doubt when it
        // spells a delay.
        let start = input.startTime(ofAnimation: animation) ?? ((animation ?? "").contains(".delay(") ? UndelayedFadeRule.minimumStart : 0)
        guard start < UndelayedFadeRule.minimumStart - 1e-9 else { return nil }
        let verb = use.isSpatial ? "slide" : (use.argument.contains("scale") ? "scale" : "fade")
        return CodeViolation(
            element: nil,
            message: "the view with .transition(\(use.argument)) \(place) starts to \(verb) at \(seconds(start)) s, with the morph; start it about 0.15 s later (at least \(seconds(UndelayedFadeRule.minimumStart)) s)",
            place: use.place
        )
    }
}
