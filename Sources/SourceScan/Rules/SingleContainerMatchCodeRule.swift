import SpecModel

/// One matchedGeometryEffect per state, on a stack that holds text or images: the
/// children warp inside one interpolating rectangle (a blob morph).
struct SingleContainerMatchCodeRule: CodeRule {
    static let identifier = "single_container_match"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        // Views handed the namespace where herocat did not follow may match more ids.
        guard !transition.partnersMayBeElsewhere else { return [] }
        let geometry = transition.views.filter(\.isGeometry)
        guard let first = geometry.first else { return [] }
        var perState: [[Step]: Int] = [:]
        for view in geometry { perState[view.stateKey, default: 0] += 1 }
        let states = perState.keys
        guard states.count >= 2,
              perState.values.allSatisfy({ $0 == 1 }),
              geometry.allSatisfy({ $0.fact.idKey == first.fact.idKey }),
              let stack = geometry.first(where: \.fact.rootHoldsTextOrImage)
        else { return [] }
        let roots = geometry.map(\.fact.root)
        let what = Set(roots).count == 1 ? "a \(roots[0])" : "stacks (\(listed(roots)))"
        return [CodeViolation(
            element: stack.fact.idDisplay,
            message: "\(stack.fact.idDisplay) is the only matched id in each of \(counted(states.count, "state")), on \(what) holding text and images: everything inside it warps as one rectangle (a blob morph)",
            place: stack.place
        )]
    }
}
