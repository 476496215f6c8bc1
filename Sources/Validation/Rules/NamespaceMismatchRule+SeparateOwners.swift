/// Two views that each own an `@Namespace` (two namespace instances) matching one id, while
/// a parent switches from one to the other: the id never meets its partner.
extension NamespaceMismatchRule {
    /// Some id of the transition is also matched in another view's own `@Namespace` that a view
    /// switches with it (what `separateOwners` reports, from either side): its partner is there.
    func hasPartnerInAnotherNamespace(_ transition: TransitionModel, _ input: RuleInput) -> Bool {
        guard let namespace = transition.namespaceName, transition.seesAllStates else { return false }
        return transition.idKeys.contains { id in
            guard let view = transition.views(withID: id).first, view.fact.idShape.isKnown else { return false }
            return (input.viewsByNamespaceAndID[RuleInput.key(namespace: namespace, id: id)] ?? []).contains { entry in
                let other = input.transitions[entry.transition]
                return other.owner != transition.owner && other.seesAllStates
                    && switcher(of: (transition.owner, view), and: (other.owner, other.views[entry.view]), input) != nil
            }
        }
    }

    /// One finding per other owner, at the first of the ids the two namespaces split: the fix
    /// (one namespace, declared by the parent) is one, however many ids it mends.
    func separateOwners(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard let namespace = transition.namespaceName else { return [] }
        var split: [(view: ResolvedView, otherView: ResolvedView, other: TypeRef, parent: TypeRef)] = []
        for id in transition.idKeys {
            // Two unrelated views may share an id string; only a constant id says it is one element.
            // One that already moves within its namespace (each tab bar's own indicator) has its partner.
            guard let view = transition.views(withID: id).first, view.fact.idShape.isKnown, !transition.isShared(id) else { continue }
            for entry in input.viewsByNamespaceAndID[RuleInput.key(namespace: namespace, id: id)] ?? [] {
                let other = input.transitions[entry.transition]
                let otherView = other.views[entry.view]
                guard other.owner != transition.owner, other.seesAllStates, otherView.place < view.place, !other.isShared(otherView.fact.idKey),
                      let parent = switcher(of: (transition.owner, view), and: (other.owner, otherView), input)
                else { continue }
                split.append((view, otherView, other.owner, parent))
                break
            }
        }
        var reported: Set<TypeRef> = []
        return split.compactMap { pair in
            guard reported.insert(pair.other).inserted else { return nil }
            let pairs = split.filter { $0.other == pair.other }.sorted { $0.view.place < $1.view.place }
            let first = pairs[0]
            let what = pairs.count == 1
                ? "\(first.view.fact.idDisplay) is"
                : "\(pairs.count) ids (\(list(pairs.map(\.view.fact.idDisplay)))) are"
            var violation = CodeViolation(
                element: first.view.fact.idDisplay,
                message: "\(what) matched in the @Namespace \(namespace) of \(transition.owner.name) and in the one of \(pair.other.name) (line \(first.otherView.place.line)), both shown by \(first.parent.name): each view owns its own namespace instance, so the two never match; declare it once in \(first.parent.name) and pass it down",
                place: first.view.place
            )
            // The other owner's view and the parent showing both: their files are needed.
            violation.needs = [first.otherView.place.file, first.parent.file]
            violation.needsWhat = "the view showing both, with the other namespace,"
            return violation
        }
    }

    /// The type that switches from one view to the other: a parent showing `a` and `b` in
    /// two branches of one state (a conditional, or two reading the same state variable),
    /// or one of the two owners showing the other in a branch its own view is not in. Two
    /// views merely shown side by side, or on different screens, are unrelated.
    private func switcher(of a: (TypeRef, ResolvedView), and b: (TypeRef, ResolvedView), _ input: RuleInput) -> TypeRef? {
        let (ownerA, viewA) = a
        let (ownerB, viewB) = b
        if shows(ownerB, in: ownerA, apartFrom: viewA.stateKey, input) { return ownerA }
        if shows(ownerA, in: ownerB, apartFrom: viewB.stateKey, input) { return ownerB }
        guard let usersOfA = input.usersOfType[ownerA.name], let usersOfB = input.usersOfType[ownerB.name] else { return nil }
        for name in usersOfA.intersection(usersOfB).sorted() {
            for ref in input.context.typesByName[name] ?? [] {
                let statesA = referenceStates(ownerA, in: ref, input)
                let statesB = referenceStates(ownerB, in: ref, input)
                for x in statesA {
                    for y in statesB where partOnOneState(x, y, input) { return ref }
                }
            }
        }
        return nil
    }

    /// `owner` shows `child` in a branch of the state that hides `state`.
    private func shows(_ child: TypeRef, in owner: TypeRef, apartFrom state: [Step], _ input: RuleInput) -> Bool {
        referenceStates(child, in: owner, input).contains { partOnOneState($0, state, input) }
    }

    /// The state keys of the uses of `child` in `ref`'s fragments (at most 16): where its name
    /// means that type (two copies of a sample app in one scan each use their own).
    private func referenceStates(_ child: TypeRef, in ref: TypeRef, _ input: RuleInput) -> [[Step]] {
        guard let type = input.context.types[ref], input.context.lookup(child.name, from: ref.file) == child else { return [] }
        let name = child.name
        var states: [[Step]] = []
        for fragment in type.fragments.values {
            for reference in fragment.references where reference.kind == .type(name) && states.count < 16 {
                states.append(reference.steps.filter(\.isStateStep))
            }
        }
        return states
    }

    /// The two paths part ways at two branches of one state: of the same conditional, or
    /// of two conditionals reading a state variable in common.
    private func partOnOneState(_ x: [Step], _ y: [Step], _ input: RuleInput) -> Bool {
        let shared = commonPrefixLength(x, y)
        guard shared < x.count, shared < y.count,
              case .branch(let keyX, let indexX) = x[shared], case .branch(let keyY, let indexY) = y[shared],
              let first = input.context.conditionals[keyX], let second = input.context.conditionals[keyY],
              // Screens picked by a parameter or a route (`switch item.id` in a destination
              // builder) are unrelated screens, not two states of one animated change.
              input.readsViewState(first), input.readsViewState(second) else { return false }
        if keyX == keyY { return indexX != indexY }
        return !Set(input.stateVariables(of: first)).isDisjoint(with: input.stateVariables(of: second))
    }
}
