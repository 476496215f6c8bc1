/// A matchedGeometryEffect inside a `navigationDestination` or `NavigationLink`
/// destination, paired with a view of the same id outside it.
struct NavigationPushCodeRule: CodeRule {
    static let identifier = "navigation_push"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        for id in transition.idKeys {
            let group = transition.views(withID: id).filter(\.isGeometry)
            guard let inside = group.first(where: \.inDestination), let destination = inside.stateKey.last(where: Self.isDestination),
                  let outside = group.first(where: { !$0.stateKey.contains(destination) })
            else { continue }
            violations.append(CodeViolation(
                element: inside.fact.idDisplay,
                message: "\(inside.fact.idDisplay) is matched inside a navigation destination and \(outside.stateKey.isEmpty ? "outside it" : input.describe(outside.stateKey)) (line \(outside.place.line)): the source view leaves the tree before the pushed one appears, so it cannot morph across the NavigationStack push",
                place: inside.place
            ))
        }
        return violations
    }

    static func isDestination(_ step: Step) -> Bool {
        if case .destination = step { return true }
        return false
    }
}
