/// An id used in one state's views and no other: it cannot morph, it pops in.
public struct UnmatchedElementRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unmatched_element",
        name: "Unmatched element",
        severity: .warning,
        principle: "An id present in only one state cannot morph; it appears from nowhere.",
        hint: "Give the view a counterpart with the same id and namespace in the other state, or drop its matchedGeometryEffect and let it fade in after the morph (.transition(.opacity.animation(.smooth.delay(0.15)))).",
        sources: ["003", "002"],
        triggeringExamples: [],
        nonTriggeringExamples: [],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            Text(\"Badge\").↓matchedGeometryEffect(id: \"badge\", in: ns)",
                collapsed: SwiftExample.artworkAndTitle
            )),
            // A list kept under its detail at opacity 0: its title fades out with it.
            SwiftExample(shelf(openOpacity: "0", titleMarker: "↓")),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle)),
            // A tab indicator shown under the selected tab of a ForEach moves between tabs.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + """

                            HStack {
                                ForEach(0..<3, id: \\.self) { tab in
                                    Text("Tab").background {
                                        if selectedTab == tab {
                                            Capsule().matchedGeometryEffect(id: "indicator", in: ns, properties: .position)
                                        }
                                    }
                                }
                            }
                            .transition(.opacity.animation(.smooth.delay(0.15)))
                """,
                collapsed: SwiftExample.artworkAndTitle,
                extraProperties: "@State private var selectedTab = 0"
            )),
            // Dimmed, not hidden, under its detail: the title is on screen in both states.
            SwiftExample(shelf(openOpacity: "0.3", titleMarker: "")),
        ]
    )

    /// A shelf whose cover opens in place, the shelf kept under it at `openOpacity`.
    private static func shelf(openOpacity: String, titleMarker: String) -> String {
        """
        struct Shelf: View {
            @Namespace private var ns
            @State private var open = false
            var body: some View {
                ZStack {
                    VStack {
                        Image("cover").matchedGeometryEffect(id: "cover", in: ns)
                        Text("Title").\(titleMarker)matchedGeometryEffect(id: "title", in: ns)
                    }
                    .opacity(open ? \(openOpacity) : 1)
                    if open {
                        Image("cover").matchedGeometryEffect(id: "cover", in: ns)
                    }
                }
                .animation(.smooth, value: open)
            }
        }
        """
    }
}

// MARK: - In SwiftUI source

/// An id matched in one state and no other: it cannot morph, it appears from nowhere.
/// Checked only where some other id of the namespace is shared; when none is, the
/// namespace shares nothing at all (`no_shared_identity`). Silent for an id whose value
/// herocat cannot know or that an unknown id elsewhere may equal, and for a namespace
/// handed to code herocat did not follow (its partner may be there).
extension UnmatchedElementRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard transition.seesAllStates, !transition.partnersMayBeElsewhere else { return [] }
        let shared = transition.idKeys.filter { transition.isShared($0) }
        guard !shared.isEmpty else { return Self.loneID(in: transition, input) }
        // A lone id under only branches every view of a shared id sits under too (the `if
        // isVisible` around a whole player whose controls morph on `isExpanded`) is in every
        // state the morph moves between, and comes and goes with all of them.
        let morphing = shared.flatMap { transition.views(withID: $0) }
        let aroundTheMorph = TransitionModel.stepsAround(morphing)
        // The states that switch the morphing views, read once, when a view shown with all of them needs them.
        var switching: Set<String>?
        return transition.idKeys.filter { id in
            if !transition.mayBeShared(id) { return true }
            let group = transition.views(withID: id)
            return group.count == 1 && Self.isPickedWithItsState(group[0], input) && !transition.mayBeShared(id, loopMoves: false)
        }.compactMap { id in
            // A view shown in every state never appears: its lone id is a no-op, not an element
            // from nowhere; nor does one a sheet or cover presents, which the presentation animates in.
            guard let view = transition.views(withID: id).first,
                  !view.stateKey.contains(where: { if case .presentation = $0 { return true } else { return false } }) else { return nil }
            let shownWhere: String
            if view.stateKey.isEmpty || view.stateKey.allSatisfy(aroundTheMorph.contains) {
                // Unless an `.opacity` reading the morph's state hides it in the other state (a
                // grid kept at `.opacity(show ? 0 : 1)` under its detail): there it fades, not morphs.
                let states = switching ?? Self.switchingStates(of: morphing, input)
                switching = states
                guard let hider = Self.opacityHiding(view, by: states, input) else { return nil }
                shownWhere = "where an `.opacity` reading \(hider.map { "`\($0)`" }.joined(separator: ", ")) shows it"
            } else {
                shownWhere = input.describe(view.stateKey)
            }
            let call: String
            switch view.fact.kind {
            case .geometry: call = "matched"
            case .transitionSource: call = "a zoom source (.matchedTransitionSource)"
            case .zoomDestination: call = "a zoom destination (.navigationTransition(.zoom))"
            }
            return CodeViolation(
                element: view.fact.idDisplay,
                message: "\(view.fact.idDisplay) is \(call) only \(shownWhere) and in no other state, so it cannot morph; it appears from nowhere",
                place: view.place
            )
        }
    }

    /// The state variables of the branches the views that morph sit in.
    static func switchingStates(of morphing: [ResolvedView], _ input: RuleInput) -> Set<String> {
        var switching: Set<String> = []
        for view in morphing {
            for step in view.stateKey {
                if case .branch(let key, _) = step, let conditional = input.context.conditionals[key] { switching.formUnion(input.stateVariables(of: conditional)) }
            }
        }
        return switching
    }

    /// The state an `.opacity` around `view` hides it by (`show` in `.opacity(show ? 0 : 1)`) that
    /// is one of `switching`, the states that switch the morph: `view` shows in one state only.
    /// Nil when no such `.opacity` is on its path.
    static func opacityHiding(_ view: ResolvedView, by switching: Set<String>, _ input: RuleInput) -> [String]? {
        for step in view.steps {
            guard case .statement(let key) = step, let reads = input.context.statements[key]?.hidingOpacityReads else { continue }
            let hiding = reads.filter(switching.contains)
            if !hiding.isEmpty { return Array(Set(hiding)).sorted() }
        }
        return nil
    }

    /// A namespace whose one id is matched only in a branch, where no_shared_identity would
    /// find nothing matched in two states: that one element appears from nowhere (a detail's
    /// image whose card is no longer matched).
    static func loneID(in transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard NoSharedIdentityRule.isLoneIDInABranch(transition), NoSharedIdentityRule.sharesNothing(transition, input),
              let view = transition.views.first(where: \.isGeometry) else { return [] }
        return [CodeViolation(
            element: view.fact.idDisplay,
            message: "\(view.fact.idDisplay) is the only id of namespace \(transition.namespaceName ?? "?"), matched only \(input.describe(view.stateKey)) and in no other state, so it cannot morph; it appears from nowhere",
            place: view.place,
            needs: NoSharedIdentityRule.fileAnimatingState(of: view, input)
        )]
    }

    /// A constant id under a branch inside a loop that picks one item by a state changed in
    /// the same event as the state of a branch around the loop (`if show { ForEach(items) { item in
    /// if item.id == selectedID { Detail() } } }`, one tap setting both): it appears with that
    /// branch for one item, and moves to no other item while shown.
    static func isPickedWithItsState(_ view: ResolvedView, _ input: RuleInput) -> Bool {
        guard view.loopRepeatsItsID, let loop = view.innermostLoop, let loopIndex = view.steps.lastIndex(of: .forEach(loop)) else { return false }
        let items = Set(input.context.forEaches[loop]?.parameters ?? [])
        var outer: Set<String> = []
        for step in view.steps[..<loopIndex] {
            if case .branch(let key, _) = step, let conditional = input.context.conditionals[key] { outer.formUnion(input.stateVariables(of: conditional)) }
        }
        guard !outer.isEmpty else { return false }
        for step in view.steps[(loopIndex + 1)...] {
            guard case .branch(let key, let index) = step, let conditional = input.context.conditionals[key], index < conditional.branches.count,
                  !items.isDisjoint(with: conditional.identifiers),
                  RuleInput.picksOneItem(conditional.branches[index].meaning, keyword: conditional.keyword, index: index),
                  let owner = input.type(of: conditional) else { continue }
            let picking = Set(input.stateVariables(of: conditional)).subtracting(items)
            if !picking.isEmpty, owner.changedTogether.contains(where: { !$0.isDisjoint(with: picking) && !$0.isDisjoint(with: outer) }) { return true }
        }
        return false
    }
}
