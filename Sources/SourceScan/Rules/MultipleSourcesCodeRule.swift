/// Two views with the same id and namespace, both `isSource: true` (the default), on
/// screen together: in the same state, or repeated by a ForEach with an id that does not
/// change from item to item where nothing picks one item (no branch, or the `else` of
/// the branch that picks the selected one: every other item shows it at once).
///
/// Views in different states (two branches of one conditional, or a view outside any
/// branch and one inside an overlay branch, as design note 000 builds its grid and
/// detail) are not judged present at once.
struct MultipleSourcesCodeRule: CodeRule {
    static let identifier = "multiple_sources"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        let namespace = transition.namespaceName ?? "?"
        for id in transition.idKeys {
            let group = transition.views(withID: id).filter { $0.isGeometry && $0.fact.isSource.isCertainlySource }
            if let repeated = group.first(where: { input.isRepeatedAtOnce($0) }), let loop = repeated.innermostLoop {
                let data = input.context.forEaches[loop]?.data ?? "..."
                violations.append(CodeViolation(
                    element: repeated.fact.idDisplay,
                    message: "\(repeated.fact.idDisplay) is matched inside ForEach(\(data)) with an id that is the same for every item, and every copy is isSource: true: as many views are the source of one id as there are items",
                    place: repeated.place
                ))
                continue
            }
            // The first view met again in its state (one pass, by state).
            var firstInState: [[Step]: ResolvedView] = [:]
            for second in group {
                guard let first = firstInState[second.stateKey] else {
                    firstInState[second.stateKey] = second
                    continue
                }
                // An id read from a loop item or a closure's name takes one value per use:
                // two uses (a view function called twice) need not share it.
                if second.fact.idKey.contains("$item"), first.steps.filter(\.isInstance) != second.steps.filter(\.isInstance) {
                    continue
                }
                violations.append(CodeViolation(
                    element: second.fact.idDisplay,
                    message: "\(second.fact.idDisplay) has two views in namespace \(namespace) \(input.describe(second.stateKey)) (lines \(first.place.line) and \(second.place.line)), both isSource: true: two views are the source of one id at once",
                    place: second.place
                ))
                break
            }
        }
        return violations
    }
}

extension RuleInput {
    /// A view repeated by its own ForEach with one id for every item, shown for many items
    /// at once: no branch inside the loop picks one item, or the branch it sits in is the
    /// side for every item but one (`else` of `tab == selected`, `tab != selected`, `default:`).
    func isRepeatedAtOnce(_ view: ResolvedView) -> Bool {
        guard view.loopRepeatsItsID, let loop = view.innermostLoop, let loopIndex = view.steps.lastIndex(of: .forEach(loop)) else { return false }
        let parameters = Set(context.forEaches[loop]?.parameters ?? [])
        var throughUse = false
        for step in view.steps[(loopIndex + 1)...] {
            if case .instance = step { throughUse = true }
            guard case .branch(let key, let index) = step, let conditional = context.conditionals[key] else { continue }
            // Inside a child view the item reaches the condition under another name: unknown, so silent.
            if throughUse { return false }
            // A condition that does not read the item is the same for every item.
            guard !parameters.isDisjoint(with: conditional.identifiers), index < conditional.branches.count else { continue }
            if Self.picksOneItem(conditional.branches[index].meaning, keyword: conditional.keyword, index: index) { return false }
        }
        return true
    }

    static func picksOneItem(_ meaning: BranchMeaning, keyword: String, index: Int) -> Bool {
        switch meaning {
        case .comparison(_, let equal): return equal
        case .enumCase(_, _, let positive): return positive
        case .bool(_, let positive): return positive
        case .optional(_, let present): return present
        case .other(let text):
            if keyword == "switch" { return text != "default" }
            return index == 0 && !text.hasPrefix("!(")
        }
    }
}
