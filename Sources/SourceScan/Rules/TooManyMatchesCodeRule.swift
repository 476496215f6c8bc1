import Validation

/// More than 4 distinct ids matched between the same two states.
struct TooManyMatchesCodeRule: CodeRule {
    static let identifier = "too_many_matches"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        let geometry = transition.views.filter(\.isGeometry)
        // Only states with more ids than the limit can share too many: pairs of those alone.
        var idsPerState: [[Step]: Set<String>] = [:]
        var order: [[Step]] = []
        for view in geometry {
            if idsPerState[view.stateKey] == nil { order.append(view.stateKey) }
            idsPerState[view.stateKey, default: []].insert(view.fact.idKey)
        }
        let states = order.filter { (idsPerState[$0]?.count ?? 0) > TooManyMatchesRule.limit }
        guard states.count >= 2 else { return [] }
        for (index, first) in states.enumerated() {
            for second in states[(index + 1)...] {
                let inFirst = Set(geometry.filter { $0.stateKey == first }.map(\.fact.idKey))
                let shared = geometry.filter { $0.stateKey == second && inFirst.contains($0.fact.idKey) }
                var ids: [ResolvedView] = []
                for view in shared where !ids.contains(where: { $0.fact.idKey == view.fact.idKey }) { ids.append(view) }
                guard ids.count > TooManyMatchesRule.limit else { continue }
                let extra = ids[TooManyMatchesRule.limit]
                return [CodeViolation(
                    element: extra.fact.idDisplay,
                    message: "\(ids.count) ids are matched between the view \(input.describe(first)) and the one \(input.describe(second)): \(listed(ids.map(\.fact.idDisplay))); match 2 to \(TooManyMatchesRule.limit)",
                    place: extra.place
                )]
            }
        }
        return []
    }
}
