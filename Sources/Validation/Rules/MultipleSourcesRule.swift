import SpecModel

/// Two elements share an id and a namespace and are on screen together: two sources.
///
/// Two elements clash when they have the same id, the same effective namespace
/// (`namespace:` of the element, else of the transition) and a state in common. A
/// `from`-only and a `to`-only element with the same id never coexist, so they do not
/// clash (with different namespaces they are `namespace_mismatch`).
public struct MultipleSourcesRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "multiple_sources",
        name: "Multiple sources",
        severity: .error,
        principle: "One id may have only one `isSource: true` view at any moment; two sources give undefined results.",
        hint: "Keep one element per id and namespace: merge the two elements, or give one of them its own id.",
        sources: ["003", "001"],
        triggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: artwork
                    from: { x: 80, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
            Example("""
                namespace: player
                elements:
                  - id: title
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    namespace: player
                    to: { x: 16, y: 460, width: 200, height: 22 }
                    delay: 0.15
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: artwork
                    namespace: thumbnails
                    from: { x: 80, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: artwork-shadow
                    from: { x: 16, y: 104, width: 40, height: 40 }
                    to: { x: 16, y: 204, width: 200, height: 200 }
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            Circle().↓matchedGeometryEffect(id: \"artwork\", in: ns)",
                collapsed: SwiftExample.artworkAndTitle
            )),
            // Two zoom sources of one id on one screen: the zoom may start from either.
            SwiftExample("""
                struct Covers: View {
                    @Namespace private var ns
                    var body: some View {
                        NavigationStack {
                            NavigationLink(value: 1) {
                                Image("front").matchedTransitionSource(id: "cover", in: ns)
                            }
                            NavigationLink(value: 2) {
                                Image("back").↓matchedTransitionSource(id: "cover", in: ns)
                            }
                            .navigationDestination(for: Int.self) { _ in
                                Image("big").navigationTransition(.zoom(sourceID: "cover", in: ns))
                            }
                        }
                    }
                }
                """),
            // One view per item, all with the same id, all sources.
            SwiftExample("""
                struct Dots: View {
                    @Namespace private var ns
                    @State private var selected = 0
                    let items: [Int]
                    var body: some View {
                        HStack {
                            ForEach(items, id: \\.self) { item in
                                Circle().↓matchedGeometryEffect(id: "dot", in: ns)
                            }
                        }
                        .animation(.smooth, value: selected)
                    }
                }
                """),
            // Rows of a List, each a child view given the item, and the selected card over
            // them: `card.id` names one element (`Card.id`) in the list and in the overlay.
            SwiftExample("""
                struct CardList: View {
                    @Namespace private var namespace
                    @State private var selected: Card?
                    let cards: [Card]
                    var body: some View {
                        ZStack {
                            List(cards) { card in
                                CardRow(card: card, namespace: namespace)
                            }
                            if let card = selected {
                                CardRow(card: card, namespace: namespace)
                            }
                        }
                        .animation(.snappy, value: selected)
                    }
                }
                struct CardRow: View {
                    let card: Card
                    let namespace: Namespace.ID
                    var body: some View {
                        Image(card.image).↓matchedGeometryEffect(id: card.id, in: namespace)
                    }
                }
                """),
            // One element through two names: `recipe.id` in a grid shown in every state and
            // `picked.id` in the detail, both `Recipe.id`.
            SwiftExample(SwiftExample.recipeGrid(gridCard: """
                Image(recipe.photo)
                    .matchedGeometryEffect(id: recipe.id, in: ns)
                    .onTapGesture { selected = recipe }
                """, detailCall: "↓matchedGeometryEffect")),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            Circle().matchedGeometryEffect(id: \"artwork\", in: ns, isSource: false)",
                collapsed: SwiftExample.artworkAndTitle
            )),
            // The tab-indicator pattern: one branch inside the ForEach picks the item.
            SwiftExample("""
                struct Tabs: View {
                    @Namespace private var ns
                    @State private var selected = 0
                    let tabs = [0, 1, 2]
                    var body: some View {
                        HStack {
                            ForEach(tabs, id: \\.self) { tab in
                                Text("Tab \\(tab)")
                                    .background {
                                        if selected == tab {
                                            Capsule().matchedGeometryEffect(id: "indicator", in: ns, properties: .position)
                                        }
                                    }
                                    .onTapGesture { selected = tab }
                            }
                        }
                        .animation(.snappy, value: selected)
                    }
                }
                """),
            // The grid hides the selected item's copy: one source at a time.
            SwiftExample(SwiftExample.recipeGrid(gridCard: """
                if recipe.id != selected?.id {
                    Image(recipe.photo)
                        .matchedGeometryEffect(id: recipe.id, in: ns)
                        .onTapGesture { selected = recipe }
                }
                """, detailCall: "matchedGeometryEffect")),
            // Ids from disjoint sets: folders in the list, a note in the detail.
            SwiftExample("""
                struct Library: View {
                    @Namespace private var ns
                    @State private var openNote: Note?
                    let folders: [Folder]
                    var body: some View {
                        ZStack {
                            ForEach(folders) { folder in
                                Text(folder.title).matchedGeometryEffect(id: folder.id, in: ns)
                            }
                            if let note = openNote {
                                Text(note.title).matchedGeometryEffect(id: note.id, in: ns)
                            }
                        }
                        .animation(.smooth, value: openNote)
                    }
                }
                """),
            // A fragment nothing shows (left-over code) holds a second view of the id: never on screen.
            SwiftExample("""
                struct Badge: View {
                    @Namespace private var ns
                    @State private var open = false
                    var body: some View {
                        VStack {
                            if open {
                                Circle().matchedGeometryEffect(id: "badge", in: ns)
                            } else {
                                Capsule().matchedGeometryEffect(id: "badge", in: ns)
                            }
                        }
                        .animation(.smooth, value: open)
                    }
                    var oldLayout: some View {
                        Circle().matchedGeometryEffect(id: "badge", in: ns)
                    }
                }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        // Per id and namespace, the first element present in each state so far: the
        // earliest of those sharing a state with a later element is the one it clashes
        // with first, found without comparing every pair.
        var firstIn: [IdentityKey: [StateSide: Int]] = [:]
        for (index, element) in spec.elements.enumerated() {
            let namespace = spec.effectiveNamespace(of: element)
            let key = IdentityKey(id: element.id, namespace: namespace)
            let present = StateSide.allCases.filter { element.frame(in: $0) != nil }
            let seen = firstIn[key, default: [:]]
            if let earlierIndex = present.compactMap({ seen[$0] }).min() {
                let earlier = spec.elements[earlierIndex]
                let shared = StateSide.allCases.first { element.frame(in: $0) != nil && earlier.frame(in: $0) != nil }!
                violations.append(RuleViolation(
                    element: element.id, path: elementPath(index),
                    message: "\(element.id) is used by two elements in namespace \(namespace) (\(elementPath(earlierIndex)) and \(elementPath(index))), both present in state \(spec.stateName(shared)): two views are the source of one id at once"
                ))
            }
            for side in present where seen[side] == nil { firstIn[key, default: [:]][side] = index }
        }
        return violations
    }

    /// One matched identity: an id within a namespace.
    private struct IdentityKey: Hashable {
        let id: String
        let namespace: String
    }
}

// MARK: - In SwiftUI source

/// Two views with the same id and namespace, both `isSource: true` (the default), on
/// screen together: in the same state, or repeated by a ForEach with an id that does not
/// change from item to item where nothing picks one item (no branch, or the `else` of
/// the branch that picks the selected one: every other item shows it at once).
///
/// Views in different states (two branches of one conditional, or a view outside any
/// branch and one inside an overlay branch, as a grid shows its detail over itself) are
/// not judged present at once, except a view in every state its partner's branch is nested
/// in (outside any branch, or in `if step >= 1` around `if step >= 2`) or follows as a later
/// step of one flow (`if step >= 2` beside `if step >= 1`).
extension MultipleSourcesRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        let namespace = transition.namespaceName ?? "?"
        for id in transition.idKeys {
            // An `EmptyView` draws nothing: it is no second source.
            let group = transition.views(withID: id).filter { $0.isGeometry && $0.fact.isSource.isCertainlySource && $0.fact.root != "EmptyView" }
            // One id on every item of a loop: as many sources as items (a zoom starts from any).
            let zoomSources = transition.views(withID: id).filter { $0.fact.kind == .transitionSource }
            if let repeated = (group + zoomSources).first(where: { input.isRepeatedAtOnce($0) }), let loop = repeated.innermostLoop {
                let loopCall = input.context.forEaches[loop]?.written ?? "ForEach(...)"
                let what = repeated.fact.kind == .transitionSource
                    ? "is a zoom source (.matchedTransitionSource) inside \(loopCall) with an id that is the same for every item: every item is a source of one id, and the zoom may start from any of them"
                    : "is matched inside \(loopCall) with an id that is the same for every item, and every copy is isSource: true: as many views are the source of one id as there are items"
                violations.append(CodeViolation(element: repeated.fact.idDisplay, message: "\(repeated.fact.idDisplay) \(what)", place: repeated.place))
                continue
            }
            // A view shown in every state (outside any branch), or in every state a branch nested
            // in its own shows (`if step >= 1 { a; if step >= 2 { b } }`) or an earlier step
            // beside it does (`if step >= 1 { a }; if step >= 2 { b }`), and one in that
            // branch: while the branch shows, both are sources. Only for an id that is the same
            // in every use.
            if !group.contains(where: { $0.fact.idKey.contains("$item") || $0.fact.idUsesLoopVariable || input.idReadsUseInput($0) }),
               let (always, inBranch) = Self.outerAndNested(in: group, input) ?? Self.earlierStepBeside(in: group, input) {
                let outer = always.stateKey.isEmpty ? "outside any branch" : input.describe(always.stateKey)
                let nested = inBranch.stateKey.starts(with: always.stateKey)
                let and = always.stateKey.isEmpty ? "and" : nested ? "and, nested in it," : "and, shown with it from that step on,"
                violations.append(CodeViolation(
                    element: inBranch.fact.idDisplay,
                    message: "\(inBranch.fact.idDisplay) is matched in namespace \(namespace) \(outer) (line \(always.place.line)) \(and) \(input.describe(inBranch.stateKey)), both isSource: true: while that branch shows, two views are the source of one id",
                    place: inBranch.place
                ))
                continue
            }
            if let violation = gridAndDetail(in: group, namespace: namespace, input) ?? pickedDetailOverItsLoop(in: group, namespace: namespace, input) {
                violations.append(violation)
                continue
            }
            if let violation = twoZoomSources(transition.views(withID: id), namespace: namespace, input) {
                violations.append(violation)
            }
            // The first view met again in its state (one pass, by state), once per state: each
            // state's pair is reported whichever other files are scanned with it.
            var firstInState: [[Step]: ResolvedView] = [:]
            var reportedStates: Set<[Step]> = []
            for second in group where !reportedStates.contains(second.stateKey) {
                guard let first = firstInState[second.stateKey] else {
                    firstInState[second.stateKey] = second
                    continue
                }
                // An id read from a loop item or a closure's name takes one value per use:
                // two uses (a view function called twice) need not share it.
                let throughOtherUses = first.steps.filter(\.isInstance) != second.steps.filter(\.isInstance)
                if throughOtherUses, second.fact.idKey.contains("$item") || input.idReadsUseInput(second) || input.branchComparesUseInput(second) {
                    continue
                }
                // One view written once and placed twice (`Detail(show: $show)`, `Detail(show:
                // $showTopic)`), shown by a binding each use hands in: one use's state at a time.
                if throughOtherUses, first.place == second.place, input.branchReadsHandedBinding(second) { continue }
                // Two closures of a view of another module (an image's content and placeholder)
                // may be shown one at a time, and so may views given opposite flags.
                if first.fact.inUnreadContainer, second.fact.inUnreadContainer { continue }
                // A ternary arm or conditional modifier shows its view under a condition herocat
                // does not read (the selected tab's): it may be on screen for one use at a time.
                if first.fact.inTernaryArm || second.fact.inTernaryArm { continue }
                if input.areShownApart(first, second) || Self.onOtherTabPages(first, second) { continue }
                // Two helpers of a view whose body the scan does not hold: it may show one at a time.
                if let a = first.helperOfUnreadBody, let b = second.helperOfUnreadBody, a != b { continue }
                // Items of two loops over different data (selected and unselected tags, parents
                // and children): herocat cannot establish that one item is in both at once.
                // (The item read in the loop, or by the child view the loop hands it to.)
                func readsItem(_ view: ResolvedView) -> Bool { view.fact.idUsesLoopVariable || view.fact.loopItemKey != nil }
                if readsItem(first), readsItem(second), let loopA = first.innermostLoop, let loopB = second.innermostLoop,
                   loopA != loopB, input.context.forEaches[loopA]?.data != input.context.forEaches[loopB]?.data {
                    continue
                }
                violations.append(CodeViolation(
                    element: second.fact.idDisplay,
                    message: "\(second.fact.idDisplay) has two views in namespace \(namespace) \(input.describe(second.stateKey)) (lines \(first.place.line) and \(second.place.line)), both isSource: true: two views are the source of one id at once",
                    place: second.place
                ))
                reportedStates.insert(second.stateKey)
            }
        }
        return violations
    }
}

extension MultipleSourcesRule {
    /// A view (`always`) whose state's branches are all on the path of another one's deeper
    /// branch (`inBranch`), outside any loop, so it shows whenever that one does. The deeper
    /// branches are written where the outer one is (no child view between them), so a name
    /// means the same state in both (a child's `!expanded` may be its parent's `expanded`).
    static func outerAndNested(in group: [ResolvedView], _ input: RuleInput) -> (always: ResolvedView, inBranch: ResolvedView)? {
        // The first view outside loops of each state, looked up by each deeper view's shorter
        // paths: linear in the views (thousands of sibling branches of one id).
        var firstByState: [[Step]: ResolvedView] = [:]
        for view in group where view.innermostLoop == nil && firstByState[view.stateKey] == nil { firstByState[view.stateKey] = view }
        for view in group where !view.stateKey.isEmpty && !view.inDestination && !view.inPresentation && view.innermostLoop == nil {
            for length in 0..<view.stateKey.count {
                guard let always = firstByState[Array(view.stateKey.prefix(length))] else { continue }
                if let outer = always.stateKey.last {
                    guard let start = view.steps.firstIndex(of: outer),
                          let end = view.steps.lastIndex(where: \.isBranch),
                          !view.steps[start..<end].contains(where: \.isInstance) else { continue }
                }
                if input.isShown(always, besides: view) { return (always, view) }
            }
        }
        return nil
    }

    /// A view under an earlier step of a flow (`if step >= 1`) beside a later one's (`if step >= 2`,
    /// the same path of one type read from a higher bound), both under the same branches: the
    /// earlier still shows while the later does. Per place and path, only the earliest step is
    /// compared (linear in the views).
    static func earlierStepBeside(in group: [ResolvedView], _ input: RuleInput) -> (always: ResolvedView, inBranch: ResolvedView)? {
        // One flow: the branches around its step, and the path of one type it reads (a `step`
        // of another view is another state).
        struct Flow: Hashable { var around: [Step]; var type: String; var file: Int; var path: String }
        let steps = group.compactMap { view -> (view: ResolvedView, flow: Flow, from: Double)? in
            guard view.innermostLoop == nil, !view.inDestination, !view.inPresentation, case .branch(let key, 0)? = view.stateKey.last,
                  let conditional = input.context.conditionals[key], !conditional.readsUseInput,
                  let threshold = UndelayedFadeRule.threshold(conditional), threshold.op != "==" else { return nil }
            let flow = Flow(around: Array(view.stateKey.dropLast()), type: conditional.typeName, file: conditional.place.file, path: threshold.path)
            return (view, flow, threshold.from)
        }
        var earliest: [Flow: (view: ResolvedView, from: Double)] = [:]
        for step in steps where earliest[step.flow].map({ step.from < $0.from }) ?? true {
            earliest[step.flow] = (step.view, step.from)
        }
        // (A lower bound is another conditional: two views of one branch read the same bound.)
        for step in steps {
            guard let earlier = earliest[step.flow], earlier.from < step.from, !input.areShownApart(earlier.view, step.view) else { continue }
            return (earlier.view, step.view)
        }
        return nil
    }

    /// On two pages of one TabView (a mini player each tab adds): one shows at a time.
    static func onOtherTabPages(_ first: ResolvedView, _ second: ResolvedView) -> Bool {
        first.steps.contains { step in
            guard case .tabPage(let tabView, let page) = step else { return false }
            return second.steps.contains { if case .tabPage(tabView, let other) = $0 { return other != page } else { return false } }
        }
    }

    /// Two zoom sources (`.matchedTransitionSource`) of one id in one state, neither repeated
    /// by a loop: the zoom starts from either. Ids read from a loop item or a use's input
    /// take one value per item or use, so they are left alone.
    func twoZoomSources(_ views: [ResolvedView], namespace: String, _ input: RuleInput) -> CodeViolation? {
        let all = views.filter { $0.fact.kind == .transitionSource }
        // Two calls of one view's code with one id, reached through the same uses and loop item
        // (the row's image and the whole row): one value, two sources, whatever the row is given.
        for (index, second) in all.enumerated() {
            guard let first = all[..<index].first(where: { Self.areOneUse($0, second) }),
                  !(first.fact.inUnreadContainer && second.fact.inUnreadContainer), !input.areShownApart(first, second) else { continue }
            // Reported at the later one, in reading order.
            return first.place < second.place
                ? twoZoomSources(first, second, namespace: namespace, input) : twoZoomSources(second, first, namespace: namespace, input)
        }
        let sources = all.filter { $0.innermostLoop == nil }
        guard !sources.contains(where: { $0.fact.idKey.contains("$item") || $0.fact.idUsesLoopVariable || input.idReadsUseInput($0) }) else { return nil }
        var firstInState: [[Step]: ResolvedView] = [:]
        for second in sources {
            guard let first = firstInState[second.stateKey] else {
                firstInState[second.stateKey] = second
                continue
            }
            // One call reached through two uses of its helper (the label and a context menu's
            // preview of it), or two closures of a view of the app's own or another module (an
            // accessory's expanded and inline content): herocat cannot tell that both are on screen.
            if first.place == second.place || (first.fact.inUnreadContainer && second.fact.inUnreadContainer) { continue }
            if input.areShownApart(first, second) { continue }
            return twoZoomSources(first, second, namespace: namespace, input)
        }
        return nil
    }

    private func twoZoomSources(_ first: ResolvedView, _ second: ResolvedView, namespace: String, _ input: RuleInput) -> CodeViolation {
        CodeViolation(
            element: second.fact.idDisplay,
            message: "\(second.fact.idDisplay) has two zoom sources (.matchedTransitionSource) in namespace \(namespace) \(input.describe(second.stateKey)) (lines \(first.place.line) and \(second.place.line)): the zoom may start from either",
            place: second.place
        )
    }

    /// Written in one view with one id and in one state, reached through the same uses of it
    /// and the same loops: the same id value at once, at two places.
    static func areOneUse(_ first: ResolvedView, _ second: ResolvedView) -> Bool {
        func uses(_ view: ResolvedView) -> [Step] { view.steps.filter { $0.isInstance || $0.isForEach } }
        return first.place != second.place && first.writtenIn == second.writtenIn && first.fact.idKey == second.fact.idKey
            && first.stateKey == second.stateKey && uses(first) == uses(second)
    }

    /// One element through two expressions (`item.id` in a ForEach shown in every state,
    /// `selected.id` in a branch, both `Recipe.id`): while the branch shows, the selected
    /// item's copy in the ForEach is a source too, unless a branch inside the loop hides it.
    /// A symbolic id as a reader says it: `Recipe.id`, or `the value of selected` for a plain state's value.
    static func element(_ key: String) -> String {
        if key.hasPrefix("=") { return "the value of \(key.dropFirst())" }
        if key.hasPrefix(TransitionModel.pickedItemPrefix) { return "the picked item's \(key.dropFirst())" }
        return key
    }

    func gridAndDetail(in group: [ResolvedView], namespace: String, _ input: RuleInput) -> CodeViolation? {
        // A branch on the item a container of another module hands its content (`if isDealt(card)`
        // in `AspectVGrid(cards) { card in … }`) may repeat for many items: no single detail.
        guard let detail = group.first(where: { view in
                  view.fact.symbolicKey != nil && view.innermostLoop == nil && !view.inDestination
                      && view.stateKey.contains(where: \.isBranch)
                      && !view.stateKey.contains { step in
                          if case .branch(let key, _) = step { return input.context.conditionals[key]?.readsUnreadItem == true } else { return false }
                      }
              }),
              let grid = group.first(where: { $0.fact.symbolicKey == detail.fact.symbolicKey && $0.innermostLoop != nil && input.isShown($0, besides: detail) })
        else { return nil }
        let loopCall = grid.innermostLoop.flatMap { input.context.forEaches[$0]?.written } ?? "ForEach(...)"
        let gridFile = grid.place.file == detail.place.file ? "" : "\(input.context.file(grid.place.file).fileName):"
        let shown = grid.stateKey.isEmpty ? "shown in every state" : "shown \(input.describe(grid.stateKey)), which that branch does not hide"
        return CodeViolation(
            element: detail.fact.idDisplay,
            message: "\(detail.fact.idSource) \(input.describe(detail.stateKey)) and \(grid.fact.idSource) in \(loopCall) (\(gridFile)line \(grid.place.line), \(shown)) name one element, \(Self.element(detail.fact.symbolicKey!)), in namespace \(namespace), both isSource: true: while that branch shows, the selected item's view in the loop is a second source",
            place: detail.place
        )
    }
}

extension MultipleSourcesRule {
    /// The detail written in a second loop over the grid's data that picks one item
    /// (`ForEach(courses) { item in if item.id == selectedID { CourseView(course: item) } }`)
    /// while the grid's loop shows every item, that one included: two sources of its ids.
    func pickedDetailOverItsLoop(in group: [ResolvedView], namespace: String, _ input: RuleInput) -> CodeViolation? {
        guard let detail = group.first(where: { input.picksOneItem($0) }), let detailLoop = detail.innermostLoop,
              let data = input.context.forEaches[detailLoop]?.data,
              let grid = group.first(where: { view in
                  guard let loop = view.innermostLoop, loop != detailLoop, input.context.forEaches[loop]?.data == data else { return false }
                  return input.isRepeatedAtOnce(view) || (view.fact.idUsesLoopVariable || view.fact.loopItemKey != nil) && !input.picksOneItem(view)
              }),
              let gridLoop = grid.innermostLoop, input.isShown(grid, besides: detail) else { return nil }
        let loopCall = input.context.forEaches[gridLoop]?.written ?? "ForEach(...)"
        let gridFile = grid.place.file == detail.place.file ? "" : "\(input.context.file(grid.place.file).fileName):"
        return CodeViolation(
            element: detail.fact.idDisplay,
            message: "\(detail.fact.idSource) \(input.describe(detail.stateKey)) shows one item of \(data), and \(grid.fact.idSource) in \(loopCall) (\(gridFile)line \(grid.place.line)) shows every item of it at the same time, both isSource: true in namespace \(namespace): the picked item's view in the grid is a second source",
            place: detail.place
        )
    }
}

extension RuleInput {
    /// The view sits in a loop under a branch that picks one item (`if item.id == selectedID`).
    func picksOneItem(_ view: ResolvedView) -> Bool {
        guard let loop = view.innermostLoop, let loopIndex = view.steps.lastIndex(of: .forEach(loop)) else { return false }
        let parameters = Set(context.forEaches[loop]?.parameters ?? [])
        for step in view.steps[(loopIndex + 1)...] {
            if case .instance = step { return false }
            guard case .branch(let key, let index) = step, let conditional = context.conditionals[key], index < conditional.branches.count,
                  !parameters.isDisjoint(with: conditional.identifiers) else { continue }
            if Self.picksOneItem(conditional.branches[index].meaning, keyword: conditional.keyword, index: index) { return true }
        }
        return false
    }

    /// `view` stays on screen while `other`'s branch shows: every branch on its path that is
    /// not on `other`'s is picked by a state `other`'s branches do not read (a tab `switch`
    /// around a grid, an `if show` around its detail), and a conditional on both paths is
    /// taken the same way, and no `.opacity` around it reads that state. A presentation,
    /// destination, per-use or per-item branch: not established.
    func isShown(_ view: ResolvedView, besides other: ResolvedView) -> Bool {
        if areShownApart(view, other) { return false }
        var otherBranches: [ScopeKey: Int] = [:]
        var otherVariables: Set<String> = []
        for step in other.stateKey {
            guard case .branch(let key, let index) = step else { continue }
            otherBranches[key] = index
            if let conditional = context.conditionals[key] { otherVariables.formUnion(stateVariables(of: conditional)) }
        }
        // An `.opacity` around the view reading that state (`.opacity(selected == nil ? 1 : 0)`) hides it there.
        for step in view.steps {
            if case .statement(let key) = step, let reads = context.statements[key]?.opacityReads, !otherVariables.isDisjoint(with: reads) { return false }
        }
        // The loop items bound where each branch sits: a branch outside a loop cannot read its item.
        var items: Set<String> = []
        var itemsAtBranch: [ScopeKey: Set<String>] = [:]
        for step in view.steps {
            switch step {
            case .forEach(let key): items.formUnion(context.forEaches[key]?.parameters ?? [])
            case .branch(let key, _): itemsAtBranch[key] = items
            default: break
            }
        }
        for step in view.stateKey {
            guard case .branch(let key, let index) = step, let conditional = context.conditionals[key] else { return false }
            // A branch reading the item (`if row.id != selected.id`) may hide the selected item's copy.
            if !(itemsAtBranch[key] ?? []).isDisjoint(with: conditional.identifiers) { return false }
            if let taken = otherBranches[key] {
                if taken != index { return false }
                continue
            }
            if conditional.readsUseInput || !otherVariables.isDisjoint(with: stateVariables(of: conditional)) { return false }
        }
        return true
    }

    /// A modifier of the app's own is given opposite flags on the two views' paths (`.show(info)`
    /// around one, `.show(!info)` around the other): one shows when the other does not, as far as
    /// herocat can tell without reading the modifier.
    func areShownApart(_ view: ResolvedView, _ other: ResolvedView) -> Bool {
        func flags(_ view: ResolvedView) -> Set<String> {
            Set(view.steps.flatMap { step -> [String] in
                if case .statement(let key) = step { return context.statements[key]?.visibilityFlags ?? [] }
                return []
            })
        }
        let mine = flags(view)
        guard !mine.isEmpty else { return false }
        let theirs = flags(other)
        return mine.contains { flag in
            guard let colon = flag.firstIndex(of: ":") else { return false }
            let name = flag[..<colon], value = flag[flag.index(after: colon)...]
            return theirs.contains(value.hasPrefix("!") ? "\(name):\(value.dropFirst())" : "\(name):!\(value)")
        }
    }

    /// A view repeated by its own ForEach with one id for every item, shown for many items
    /// at once: no branch inside the loop picks one item, or the branch it sits in is the
    /// side for every item but one (`else` of `tab == selected`, `tab != selected`, `default:`).
    /// One arm of a ternary (`item == selected ? Rectangle()… : nil`) may be shown for one item only.
    func isRepeatedAtOnce(_ view: ResolvedView) -> Bool {
        guard view.loopRepeatsItsID, !view.fact.inTernaryArm, let loop = view.innermostLoop, let loopIndex = view.steps.lastIndex(of: .forEach(loop)) else { return false }
        let parameters = Set(context.forEaches[loop]?.parameters ?? [])
        var throughUse = false
        for step in view.steps[(loopIndex + 1)...] {
            // A sheet or cover each item attaches, or the detail each row pushes: one at a time.
            if case .presentation = step { return false }
            if case .destination = step { return false }
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
