/// Two views with the same id and namespace, both `isSource: true` (the default), on
/// screen together: in the same state, or repeated by a ForEach with an id that does not
/// change from item to item.
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
            if let repeated = group.first(where: \.repeatsOneID), let loop = repeated.innermostLoop {
                let data = input.context.forEaches[loop]?.data ?? "..."
                violations.append(CodeViolation(
                    element: repeated.fact.idDisplay,
                    message: "\(repeated.fact.idDisplay) is matched inside ForEach(\(data)) with an id that is the same for every item, and every copy is isSource: true: as many views are the source of one id as there are items",
                    place: repeated.place
                ))
                continue
            }
            search: for (index, first) in group.enumerated() {
                for second in group[(index + 1)...] where second.stateKey == first.stateKey {
                    violations.append(CodeViolation(
                        element: second.fact.idDisplay,
                        message: "\(second.fact.idDisplay) has two views in namespace \(namespace) \(input.describe(second.stateKey)) (lines \(first.place.line) and \(second.place.line)), both isSource: true: two views are the source of one id at once",
                        place: second.place
                    ))
                    break search
                }
            }
        }
        return violations
    }
}
