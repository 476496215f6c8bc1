/// An id matched in one state and no other: it cannot morph, it appears from nowhere.
/// Checked only where some other id of the namespace is shared; when none is, the
/// namespace shares nothing at all (`no_shared_identity`). Silent for an id whose value
/// herocat cannot know or that an unknown id elsewhere may equal, and for a namespace
/// handed to code herocat did not follow (its partner may be there).
struct UnmatchedElementCodeRule: CodeRule {
    static let identifier = "unmatched_element"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard transition.seesAllStates, !transition.partnersMayBeElsewhere,
              transition.idKeys.contains(where: transition.isShared) else { return [] }
        return transition.idKeys.filter { !transition.mayBeShared($0) }.compactMap { id in
            guard let view = transition.views(withID: id).first else { return nil }
            let call: String
            switch view.fact.kind {
            case .geometry: call = "matched"
            case .transitionSource: call = "a zoom source (.matchedTransitionSource)"
            case .zoomDestination: call = "a zoom destination (.navigationTransition(.zoom))"
            }
            return CodeViolation(
                element: view.fact.idDisplay,
                message: "\(view.fact.idDisplay) is \(call) only \(input.describe(view.stateKey)) and in no other state, so it cannot morph; it appears from nowhere",
                place: view.place
            )
        }
    }
}
