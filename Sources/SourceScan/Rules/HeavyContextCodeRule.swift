import Validation

/// A ForEach inside a lazy grid, `Grid` or `List` that matches more than 4 ids per item.
struct HeavyContextCodeRule: CodeRule {
    static let identifier = "heavy_context"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var loops: [ScopeKey] = []
        var idsByLoop: [ScopeKey: [String]] = [:]
        var containerByLoop: [ScopeKey: ContainerFact] = [:]
        for view in transition.views where view.isGeometry {
            guard let loop = view.innermostLoop, let loopIndex = view.steps.firstIndex(of: .forEach(loop)) else { continue }
            let container = view.steps[..<loopIndex].reversed().lazy.compactMap { step -> ContainerFact? in
                if case .container(let key) = step { return input.context.containers[key] }
                return nil
            }.first
            guard let container else { continue }
            if idsByLoop[loop] == nil { loops.append(loop) }
            containerByLoop[loop] = container
            if !(idsByLoop[loop] ?? []).contains(view.fact.idDisplay) { idsByLoop[loop, default: []].append(view.fact.idDisplay) }
        }
        return loops.compactMap { loop in
            guard let ids = idsByLoop[loop], ids.count > TooManyMatchesRule.limit, let fact = input.context.forEaches[loop], let container = containerByLoop[loop] else { return nil }
            return CodeViolation(
                element: nil,
                message: "ForEach(\(fact.data)) in a \(container.name) matches \(ids.count) ids per item (\(listed(ids))): a \(container.kind == .grid ? "large grid" : "list") matches many items at once; matched geometry is too heavy there",
                place: fact.place
            )
        }
    }
}
