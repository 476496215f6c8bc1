/// Matched views inside a `Widget` or `ActivityConfiguration` body (or a view they show).
struct UnsupportedHostCodeRule: CodeRule {
    static let identifier = "unsupported_host"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        let hosted = transition.views.filter { input.context.isInWidget($0, transition: transition) }
        guard let first = hosted.first else { return [] }
        let ids = hosted.reduce(into: [String]()) { ids, view in
            if !ids.contains(view.fact.idDisplay) { ids.append(view.fact.idDisplay) }
        }
        return [CodeViolation(
            element: first.fact.idDisplay,
            message: "\(listed(ids)) \(ids.count == 1 ? "is" : "are") matched in a widget or Live Activity: they do not fully support matched geometry, so \(ids.count == 1 ? "it" : "they") may not morph",
            place: first.place
        )]
    }
}
