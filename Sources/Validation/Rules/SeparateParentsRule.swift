/// The two states of a morph do not share the ancestor that owns the namespace, or are
/// switched by different state changes.
public struct SeparateParentsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "separate_parents",
        name: "Separate parents",
        severity: .error,
        principle: "Both states must live under the common ancestor that owns the `@Namespace`, switched by the same state change in the same render cycle.",
        hint: "Declare one @Namespace in the view that holds both states, pass it down as Namespace.ID, and switch both branches with one state variable (one if/else or switch) changed in one withAnimation or .animation(_:value:).",
        sources: ["001", "003"],
        triggeringExamples: [],
        nonTriggeringExamples: [],
        swiftTriggeringExamples: [
            SwiftExample("""
                struct Split: View {
                    @Namespace private var ns
                    @State private var showsThumbnail = true
                    @State private var showsDetail = false
                    var body: some View {
                        VStack {
                            if showsThumbnail {
                                Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                            }
                            if showsDetail {
                                Image("photo").↓matchedGeometryEffect(id: "photo", in: ns)
                            }
                        }
                        .animation(.smooth, value: showsThumbnail)
                        .animation(.smooth, value: showsDetail)
                    }
                }
                """),
            // Each branch view owns its own @Namespace: two instances.
            SwiftExample("""
                struct Parent: View {
                    @State private var isExpanded = false
                    var body: some View {
                        if isExpanded { Big() } else { Small() }
                    }
                }
                struct Small: View {
                    @Namespace private var ns
                    var body: some View {
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                struct Big: View {
                    @Namespace private var ns
                    var body: some View {
                        Image("photo").↓matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle)),
            SwiftExample("""
                struct Parent: View {
                    @Namespace private var ns
                    @State private var isExpanded = false
                    var body: some View {
                        ZStack {
                            if isExpanded { Big(ns: ns) } else { Small(ns: ns) }
                        }
                        .animation(.smooth, value: isExpanded)
                    }
                }
                struct Small: View {
                    let ns: Namespace.ID
                    var body: some View {
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                struct Big: View {
                    let ns: Namespace.ID
                    var body: some View {
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                """),
        ]
    )

}

// MARK: - In SwiftUI source

/// The two views of an id sit in branches switched by different state variables, or in
/// two views that each own an `@Namespace` of that name (so two namespace instances)
/// while one parent switches from one to the other (two branches of one conditional).
extension SeparateParentsRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        if transition.seesAllStates {
            violations += differentState(transition, input)
            violations += separateOwners(transition, input)
        }
        return violations
    }

    /// Where the views of an id part ways under two different conditionals (not two
    /// branches of one), with no state variable in common. Linear: the partings come from
    /// a trie of the views' paths, and at most a few sides of each are compared.
    private func differentState(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        for id in transition.idKeys {
            let group = transition.views(withID: id)
            guard group.count >= 2 else { continue }
            let paths = group.map(\.stateKey)
            search: for parting in RuleInput.partings(paths) {
                // One side per conditional: branches of one conditional share their state.
                var sides: [(conditional: ConditionalFact, view: ResolvedView)] = []
                var seen: Set<ScopeKey> = []
                for side in RuleInput.elementSides(of: parting, views: group) where sides.count < 8 {
                    guard case .branch(let key, _) = side.step, seen.insert(key).inserted,
                          let conditional = input.context.conditionals[key], conditional.keyword != "ViewThatFits" else { continue }
                    // A branch on the loop's item (`if row.id == selected.id`) picks one item's
                    // copy; it is not a state switching the view.
                    if !input.loopItems(of: group[side.path]).isDisjoint(with: conditional.identifiers) { continue }
                    sides.append((conditional, group[side.path]))
                }
                for (index, a) in sides.enumerated() {
                    for b in sides[(index + 1)...] {
                        let namesA = input.stateVariables(of: a.conditional)
                        let namesB = input.stateVariables(of: b.conditional)
                        guard !namesA.isEmpty, !namesB.isEmpty, Set(namesA).isDisjoint(with: namesB) else { continue }
                        // Two names of one shared model (`model` handed on with
                        // `.environmentObject(model)`, read as `store` in the child) are one state.
                        guard Self.sharedModels(namesA, of: a.conditional, input).isDisjoint(with: Self.sharedModels(namesB, of: b.conditional, input)) else { continue }
                        // Only two states that are both animated state of their views are two
                        // switches: an outer condition (a layout flag, a preference, a
                        // parameter) does not change with the morph.
                        guard input.isAnimatedState(a.conditional), input.isAnimatedState(b.conditional) else { continue }
                        // A state that switches both views further in (the card under `if !show` in
                        // one case of a loading switch, the detail under `if show`) is one switch.
                        guard input.statesOnPath(a.view).isDisjoint(with: input.statesOnPath(b.view)) else { continue }
                        // One event setting both (`selected = card; showDetail = true`) switches
                        // both sides in the same render cycle.
                        let owners = [input.type(of: a.conditional), input.type(of: b.conditional)].compactMap { $0 }
                        func both(_ changed: Set<String>) -> Bool { !changed.isDisjoint(with: namesA) && !changed.isDisjoint(with: namesB) }
                        if owners.contains(where: { owner in
                            owner.changedTogether.contains(where: both) || input.animations(in: owner).contains { animation in
                                guard case .withAnimation = animation.kind, let paths = animation.changedPaths else { return false }
                                return both(Set(paths.map { String($0.prefix { $0 != "." }) }))
                            }
                        }) { continue }
                        let (first, second) = a.view.place < b.view.place ? (a, b) : (b, a)
                        violations.append(CodeViolation(
                            element: second.view.fact.idDisplay,
                            message: "\(second.view.fact.idDisplay) is matched under `\(first.conditional.keyword) \(first.conditional.condition)` (line \(first.view.place.line), state \(list(input.stateVariables(of: first.conditional)))) and under `\(second.conditional.keyword) \(second.conditional.condition)` (state \(list(input.stateVariables(of: second.conditional)))): the two states are switched by different state, so they need not change in the same render cycle",
                            place: second.view.place
                        ))
                        break search
                    }
                }
            }
        }
        return violations
    }

    /// The model types of the shared-model objects among `names`, properties of the view that
    /// holds `conditional`.
    static func sharedModels(_ names: [String], of conditional: ConditionalFact, _ input: RuleInput) -> Set<String> {
        guard let type = input.type(of: conditional) else { return [] }
        return Set(names.compactMap { name in type.properties[name].flatMap { RuleInput.sharedModelType($0, in: input.context) } })
    }

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

    private func separateOwners(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard let namespace = transition.namespaceName else { return [] }
        var violations: [CodeViolation] = []
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
                var violation = CodeViolation(
                    element: view.fact.idDisplay,
                    message: "\(view.fact.idDisplay) is matched in the @Namespace \(namespace) of \(transition.owner.name) and in the one of \(other.owner.name) (line \(otherView.place.line)), both shown by \(parent.name): each view owns its own namespace instance, so the two never match; declare it once in \(parent.name) and pass it down",
                    place: view.place
                )
                // The other owner's view and the parent showing both: their files are needed.
                violation.needs = [otherView.place.file, parent.file]
                violation.needsWhat = "the view showing both, with the other namespace,"
                violations.append(violation)
                break
            }
        }
        return violations
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
