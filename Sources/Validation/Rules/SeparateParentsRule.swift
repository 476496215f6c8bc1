/// The two states of a morph are switched by different state changes. (Two views that each
/// own an `@Namespace`, so two instances, are namespace_mismatch's: across namespaces nothing
/// animates.)
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

/// The two views of an id sit in branches switched by different state variables. (Two views
/// that each own an `@Namespace`, two instances, are namespace_mismatch's.)
extension SeparateParentsRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        transition.seesAllStates ? differentState(transition, input) : []
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

}
