/// A zoom destination (`.navigationTransition(.zoom(sourceID: plant.id, in: ns))`) whose source
/// was written as a `matchedGeometryEffect` with that id in that namespace, in the same view,
/// and never as a `.matchedTransitionSource`: a zoom reads only transition sources, so the push
/// zooms out of nothing, and the matched view, meant to carry the push, pairs with nothing across
/// it. Reported at the matched view, where `.matchedTransitionSource(id:in:)` belongs.
extension NavigationPushRule {
    static func zoomsOutOfMatchedViews(in transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        for id in transition.idKeys {
            let views = transition.views(withID: id)
            guard !views.contains(where: { $0.fact.kind == .transitionSource }),
                  let zoom = views.first(where: { $0.fact.kind == .zoomDestination }),
                  let matched = views.first(where: { $0.isGeometry && $0.writtenIn == zoom.writtenIn && !$0.inDestination && !$0.inPresentation }),
                  // One matched view of the id: a second (a detail matching it too, the check above's
                  // to judge) would be its partner.
                  views.filter(\.isGeometry).count == 1 else { continue }
            violations.append(CodeViolation(
                element: matched.fact.idDisplay,
                message: "\(matched.fact.idDisplay) is the source the zoom at line \(zoom.place.line) (sourceID: \(zoom.fact.idSource)) should zoom out of, but it is written as a matchedGeometryEffect: a zoom reads only .matchedTransitionSource, so the push zooms out of nothing and this view pairs with nothing across it",
                place: matched.place
            ))
        }
        return violations
    }
}
