/// A namespace whose ids never appear in two states, or a conditional that swaps views
/// with a sliding transition and no matched geometry at all (design notes 001 and 002,
/// "Incorrect"): the two states share no visual identity, so nothing morphs.
struct NoSharedIdentityCodeRule: CodeRule {
    static let identifier = "no_shared_identity"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        switch transition.origin {
        case .swap(let key):
            guard let conditional = input.context.conditionals[key] else { return [] }
            let statements = conditional.branches.map { branch in branch.statements.compactMap { input.context.statements[$0] } }
            guard let sliding = statements.joined().first(where: { $0.transition?.isSpatial == true }), let use = sliding.transition else { return [] }
            let shown = statements.compactMap { $0.first { $0.isView && !$0.isFiller }?.root }
            let head = conditional.keyword == "if" ? "if \(conditional.condition)" : "switch \(conditional.condition)"
            return [CodeViolation(
                element: nil,
                message: "`\(head)` swaps \(listed(shown)) with .transition(\(use.argument)) and no matchedGeometryEffect: the states share no element, so \(sliding.root) slides in from nowhere instead of growing out of the view it replaces",
                place: use.place
            )]
        case .namespace:
            // A namespace handed on may have its partners where herocat did not look.
            guard let first = transition.views.first, !transition.partnersMayBeElsewhere,
                  !transition.idKeys.contains(where: transition.mayBeShared) else { return [] }
            let parts = transition.idKeys.compactMap { id in
                transition.views(withID: id).first.map { "\($0.fact.idDisplay) only \(input.describe($0.stateKey))" }
            }
            return [CodeViolation(
                element: nil,
                message: "no id of namespace \(transition.namespaceName ?? "?") is matched in two states (\(parts.joined(separator: "; "))), so there is nothing to morph",
                place: first.place
            )]
        case .received:
            return []
        }
    }
}
