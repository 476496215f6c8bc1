import SpecModel

/// Two states that share no element: there is nothing to morph.
public struct NoSharedIdentityRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "no_shared_identity",
        name: "No shared identity",
        severity: .warning,
        principle: "When the two states share no visual identity (a toast, a plain show/hide) matched geometry is the wrong tool; use a plain transition.",
        hint: "Use a plain transition (.transition(.move(edge: .bottom)) or .opacity) without matchedGeometryEffect, or give both states an element they share (the artwork, the title).",
        sources: ["002"],
        triggeringExamples: [
            Example("""
                elements:
                  - id: mini-bar
                    from: { x: 0, y: 750, width: 390, height: 60 }
                    delay: 0.15
                  - id: full-player
                    to: { x: 0, y: 0, width: 390, height: 844 }
                    transition: "move(edge: bottom)"
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: toast
                    to: { x: 16, y: 60, width: 358, height: 56 }
                    delay: 0.15
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 758, width: 44, height: 44 }
                    to: { x: 55, y: 394, width: 280, height: 280 }
                  - id: full-player
                    to: { x: 0, y: 0, width: 390, height: 844 }
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 758, width: 44, height: 44 }
                    to: { x: 55, y: 394, width: 280, height: 280 }
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: "            Text(\"Toast\").↓matchedGeometryEffect(id: \"toast\", in: ns)",
                collapsed: "            Text(\"Bar\").matchedGeometryEffect(id: \"bar\", in: ns)"
            )),
            SwiftExample(SwiftExample.morph(
                expanded: "            FullPlayer().↓transition(.move(edge: .bottom))",
                collapsed: "            MiniBar()"
            )),
            // A private namespace whose one matched view is always on screen: the knob slides by
            // its stack's alignment, and the modifier does nothing.
            SwiftExample("""
                struct Switch: View {
                    @Namespace private var ns
                    @State private var isOn = false
                    var body: some View {
                        ZStack(alignment: isOn ? .trailing : .leading) {
                            Capsule().frame(width: 60, height: 32)
                            Circle().frame(width: 28, height: 28).↓matchedGeometryEffect(id: "knob", in: ns)
                        }
                        .onTapGesture { withAnimation { isOn.toggle() } }
                    }
                }
                """),
            // A link pushing into a zoom destination, with no source to zoom out of.
            SwiftExample("""
                struct Album: Identifiable, Hashable { let id: Int }
                struct Library: View {
                    @Namespace private var ns
                    let albums: [Album]
                    var body: some View {
                        NavigationStack {
                            List(albums) { album in
                                ↓NavigationLink(value: album) { Text("Album") }
                            }
                            .navigationDestination(for: Album.self) { album in
                                Text("Album").navigationTransition(.zoom(sourceID: album.id, in: ns))
                            }
                        }
                    }
                }
                """),
            // A sheet zooming from an id no source has.
            SwiftExample("""
                struct Inbox: View {
                    @Namespace private var ns
                    @State private var composing = false
                    var body: some View {
                        Button("Write") { composing = true }
                            .matchedTransitionSource(id: "compose", in: ns)
                            .sheet(isPresented: $composing) {
                                Text("New message").↓navigationTransition(.zoom(sourceID: "composer", in: ns))
                            }
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            // A step of a flow slides in over the last: nothing the user tapped is replaced.
            SwiftExample("""
                struct Onboarding: View {
                    @State private var accepted = false
                    var body: some View {
                        if accepted {
                            SetupView().transition(.move(edge: .trailing))
                        } else {
                            WarningView(accepted: $accepted)
                        }
                    }
                }
                """),
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle)),
            // A lone matched view always on screen, of a namespace an extension in another file
            // may use too: its partner may be there.
            SwiftExample("""
                struct Leaderboard: View {
                    @Namespace var ns
                    var body: some View {
                        Text("Leaderboard").font(.title).matchedGeometryEffect(id: "title", in: ns)
                    }
                }
                """),
            // A toast without an `else`: a plain show/hide, rightly without matched geometry.
            SwiftExample("""
                struct Toaster: View {
                    @State private var showsToast = false
                    var body: some View {
                        VStack {
                            if showsToast {
                                Text("Saved").transition(.move(edge: .top))
                            }
                            Spacer()
                        }
                        .animation(.smooth, value: showsToast)
                    }
                }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        guard spec.matchedElements.isEmpty else { return [] }
        let parts = StateSide.allCases.compactMap { side -> String? in
            let ids = spec.elements.filter { $0.onlyState == side }.map(\.id)
            return ids.isEmpty ? nil : "only in \(spec.stateName(side)): \(list(ids))"
        }
        return [RuleViolation(
            path: "elements",
            message: "no element is present in both \(spec.stateName(.from)) and \(spec.stateName(.to)) (\(parts.joined(separator: "; "))), so there is nothing to morph"
        )]
    }
}

// MARK: - In SwiftUI source

/// A namespace whose ids never appear in two states, or a conditional that swaps the view the
/// user taps for one that slides in with no matched geometry at all: the two states share no
/// visual identity, so nothing morphs.
extension NoSharedIdentityRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        switch transition.origin {
        case .swap(let key):
            guard let conditional = input.context.conditionals[key] else { return [] }
            let statements = conditional.branches.map { branch in branch.statements.compactMap { input.context.statements[$0] } }
            // A view handed a namespace may match views herocat did not read.
            if let type = input.type(of: conditional) {
                let namespaces = type.namespaceNames
                if statements.joined().contains(where: { !$0.arguments.isDisjoint(with: namespaces) }) { return [] }
            }
            // A slide combined with `.opacity` is the plain transition this rule recommends.
            guard let sliding = statements.joined().first(where: { $0.transition.map { $0.isSpatial && !$0.argument.contains("opacity") } ?? false }),
                  let use = sliding.transition else { return [] }
            // Every branch sliding the same way (a button's spinner and its icon, both `.move(edge:
            // .trailing)`) is a plain transition chosen for both states, as this rule recommends.
            let firstViews = statements.compactMap { $0.first { $0.isView && !$0.isFiller } }
            if firstViews.count == conditional.branches.count, firstViews.count > 1,
               Set(firstViews.map { $0.transition?.argument ?? "" }).count == 1 { return [] }
            // Only where a tap on the view the slide replaces, or on the stack around the swap,
            // switches it (a mini bar tapped open): the new view should grow out of the old one.
            // A pager, a step of a flow or loaded content that slides in replaces nothing the
            // user touched, and a plain transition is right there.
            let state = Set(input.stateVariables(of: conditional))
            let methods = Set((input.type(of: conditional)?.fragmentParameters.keys).map(Array.init) ?? [])
            func switches(_ statement: StatementFact) -> Bool {
                !statement.tapChanges.isDisjoint(with: state) || statement.tapChanges.contains { $0.hasSuffix("()") && methods.contains(String($0.dropLast(2))) }
            }
            let around = conditional.steps.compactMap { step -> StatementFact? in
                if case .statement(let key) = step { return input.context.statements[key] } else { return nil }
            }
            guard let tapped = statements.joined().first(where: { $0.key != sliding.key && switches($0) }) ?? around.last(where: switches) else { return [] }
            let shown = firstViews.map(\.root)
            let head = conditional.keyword == "if" ? "if \(conditional.condition)" : "switch \(conditional.condition)"
            return [CodeViolation(
                element: nil,
                message: "`\(head)` swaps \(list(shown)) with .transition(\(use.argument)) and no matchedGeometryEffect: the states share no element, so \(sliding.root) slides in from nowhere instead of growing out of the view it replaces (a tap on \(tapped.root) switches them)",
                place: use.place
            )]
        case .namespace:
            let unsourced = Self.linksWithoutSource(transition, input)
            guard let first = transition.views.first, Self.sharesNothing(transition, input),
                  // One id alone, shown by a state, is an element missing its partner: unmatched_element's.
                  !Self.isLoneIDInABranch(transition) else { return unsourced.isEmpty ? Self.zoomsWithoutAnySource(transition, input) : unsourced }
            let parts = transition.idKeys.compactMap { id in
                transition.views(withID: id).first.map { "\($0.fact.idDisplay) only \(input.describe($0.stateKey))" }
            }
            var violation = CodeViolation(
                element: nil,
                message: "no id of namespace \(transition.namespaceName ?? "?") is matched in two states (\(parts.joined(separator: "; "))), so there is nothing to morph",
                place: first.place
            )
            if transition.views.count == 1 { violation.needs = Self.fileAnimatingState(of: first, input) }
            return [violation] + unsourced
        case .received:
            return []
        }
    }

    /// No id of the namespace is matched in two states, as far as herocat can tell, and that
    /// is a misuse: the namespace is not handed where herocat did not look (its partners may be
    /// there), no container herocat does not read lays its views out, the partner does not sit
    /// in another namespace instance (namespace_mismatch), and something switches the views.
    static func sharesNothing(_ transition: TransitionModel, _ input: RuleInput) -> Bool {
        // A zoom destination alone is no misuse: its source lives with the presenting screen.
        guard transition.views.contains(where: \.isGeometry), !transition.partnersMayBeElsewhere,
              !transition.views.contains(where: \.fact.inUnreadContainer),
              !transition.idKeys.contains(where: { transition.mayBeShared($0) }),
              !servesAReusableView(transition, input),
              !NamespaceMismatchRule().hasPartnerInAnotherNamespace(transition, input) else { return false }
        // A lone matched view under a condition on data (`if let cover`), or in a view a sheet
        // presents (the presentation animates it in), is not a morph missing its partner:
        // nothing switches it. Nor are views all always on screen (a card whose detail is
        // gone): inert, unless the namespace is private and an animated change moves them,
        // where the match is meant to carry a motion it never can.
        return isPrivateAndAlwaysShown(transition, input) || (transition.views.count > 1 && transition.views.contains(where: { !$0.stateKey.isEmpty }))
            || transition.views.contains { view in
                switch view.stateKey.last {
                case nil: return false
                case .branch(let key, _)?:
                    guard let conditional = input.context.conditionals[key], let animation = input.stateAnimation(conditional) else { return false }
                    // A `let` a withAnimation body merely reads is data; one an
                    // `.animation(_:value:)` watches is handed in changing.
                    if case .valueModifier = animation.kind { return true }
                    return input.readsViewState(conditional)
                default: return false
                }
            }
    }

    /// A lone view's state animated in another file (a child changing it through a binding):
    /// that file, which a finding about the view needs.
    static func fileAnimatingState(of view: ResolvedView, _ input: RuleInput) -> [Int] {
        guard case .branch(let key, _)? = view.stateKey.last, let conditional = input.context.conditionals[key],
              let file = input.stateAnimation(conditional)?.place.file else { return [] }
        return [file]
    }

    /// The namespace's one matched id, in a branch (not a presentation): one element shown by
    /// a state with no partner in the other, which appears from nowhere.
    static func isLoneIDInABranch(_ transition: TransitionModel) -> Bool {
        let geometry = transition.views.filter(\.isGeometry)
        guard transition.idKeys.count == 1, let view = geometry.first else { return false }
        return geometry.allSatisfy { !$0.stateKey.isEmpty && !$0.inPresentation } && view.fact.kind == .geometry
    }

    /// A `private` namespace whose every matched view is always on screen, each with an id of
    /// its own: no state shows or hides any of them, and no other view can name the namespace,
    /// so the modifier does nothing (a knob that already slides by its stack's alignment).
    /// Only where an animated change moves one of them (the knob's stack switching its alignment,
    /// an icon picked by the animated page): a view nothing moves is matched for nothing, and
    /// does nothing either.
    static func isPrivateAndAlwaysShown(_ transition: TransitionModel, _ input: RuleInput) -> Bool {
        guard case .namespace(let property) = transition.origin, property.isFilePrivate,
              transition.views.allSatisfy({ $0.isGeometry && $0.stateKey.isEmpty }),
              let owner = input.context.types[transition.owner] else { return false }
        var animated: Set<String> = []
        for animation in input.animations(in: owner) {
            switch animation.kind {
            case .withAnimation(let names), .valueModifier(let names): animated.formUnion(names)
            case .binding(let name): animated.insert(name)
            case .implicitModifier: break
            }
        }
        return transition.views.contains { view in
            view.steps.contains { step in
                guard case .statement(let key) = step, let statement = input.context.statements[key] else { return false }
                return !statement.arguments.isDisjoint(with: animated)
            }
        }
    }

    /// Links that push a model type into a zoom destination the same view declares for it
    /// (`navigationDestination(for: Album.self) { album in … .navigationTransition(.zoom(sourceID:
    /// album.id, in: ns)) }`), but carry no `matchedTransitionSource` in that namespace: nothing in
    /// the link (its label, arguments, modifiers) reads it, and no environment value hands it on.
    /// That push has no source to zoom out of.
    static func linksWithoutSource(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard case .namespace(let property) = transition.origin, let owner = input.context.types[transition.owner] else { return [] }
        let destinations = transition.views.filter { view in
            guard view.fact.kind == .zoomDestination, view.writtenIn == transition.owner, let pushed = view.fact.pushedType else { return false }
            // The zoom's source id is read from the pushed value (`album.id`).
            return view.fact.symbolicKey.map { $0 == pushed || $0.hasPrefix(pushed + ".") } ?? false
        }
        guard !destinations.isEmpty else { return [] }
        let types = input.withExtensions(owner)
        if handsOnThroughEnvironment(property.name, in: types) { return [] }
        let fragments = types.flatMap { type in type.fragmentOrder.compactMap { type.fragments[$0] } }
        var violations: [CodeViolation] = []
        for link in fragments.flatMap(\.links) where !link.names.contains(property.name) {
            guard let destination = destinations.first(where: { $0.fact.pushedType == link.valueType }) else { continue }
            // A value picked before the push (`selectedAlgorithm`, set by a tap on a grid card)
            // zooms out of the source its item has elsewhere, where one marks that element.
            if !link.pushesLoopItem, transition.views.contains(where: { $0.fact.kind == .transitionSource && $0.fact.elementKey == destination.fact.elementKey }) { continue }
            violations.append(CodeViolation(
                element: nil,
                message: "this NavigationLink pushes a value of \(link.valueType) to the zoom destination at line \(destination.place.line) (sourceID: \(destination.fact.idSource), in: \(property.name)), but it is no .matchedTransitionSource in \(property.name), nor is anything it shows handed the namespace: this push has no source to zoom out of",
                place: link.place
            ))
        }
        return violations
    }

    /// Zoom destinations of a namespace the view declares where no view the namespace reaches
    /// is a `.matchedTransitionSource` of their id (the source commented out, never written, or
    /// given another constant id): the presentation has nothing to zoom out of. And zoom sources
    /// of such a namespace that no zoom names: nothing zooms out of them. A namespace handed to
    /// a view herocat did not read, or on through the environment, may have its partners there.
    static func zoomsWithoutAnySource(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        // A namespace the view declares `private` (no extension in another file, scanned or not,
        // can hold a partner), in its own views or in the child views it hands it to.
        guard case .namespace(let property) = transition.origin, property.isFilePrivate, !transition.partnersMayBeElsewhere,
              transition.views.allSatisfy({ view in
                  (view.fact.kind == .zoomDestination || view.fact.kind == .transitionSource)
                      && !view.fact.inUnreadContainer && !view.fact.namespaceIsLocal
              }),
              let owner = input.context.types[transition.owner], !Self.handsOnThroughEnvironment(property.name, in: [owner]) else { return [] }
        let sources = transition.views.filter { $0.fact.kind == .transitionSource }
        let zooms = transition.views.filter { $0.fact.kind == .zoomDestination }
        // A Mac has no zoom transition: there a source is marked for nothing by design. A child
        // view's source may be zoomed out of where another view uses that child.
        guard !zooms.isEmpty else {
            guard sources.allSatisfy({ $0.writtenIn == transition.owner }) else { return [] }
            return sources.first.flatMap { input.context.file($0.place.file).readForMac ? nil : [sourceZoomedByNothing($0, property.name)] } ?? []
        }
        // Another id than every source's: only where all are written as constants.
        guard sources.allSatisfy(\.fact.idShape.isKnown) else { return [] }
        let sourceIDs = Set(sources.map(\.fact.idKey))
        let destinations = zooms.filter { sourceIDs.isEmpty || ($0.fact.idShape.isKnown && !sourceIDs.contains($0.fact.idKey)) }
        // A presentation whose `@State` no code sets (`isPresented: $showsEditor`, handed only
        // to it) never shows: its zoom is dead code.
        func neverPresented(_ destination: ResolvedView) -> Bool {
            destination.steps.contains { step in
                let key: ScopeKey
                switch step {
                case .presentation(let presented), .destination(let presented): key = presented
                default: return false
                }
                guard let name = owner.presentationStates[key] else { return false }
                return owner.properties[name]?.attributes == ["State"] && !owner.writtenNames.contains(name) && owner.bindingUses[name] == 1
            }
        }
        let others = Set(sources.map(\.fact.idSource)).sorted()
        let which = others.isEmpty ? "no view of the namespace is its source" : "its sources there have other ids (\(list(others)))"
        return destinations.filter { !neverPresented($0) }.map { destination in
            CodeViolation(
                element: destination.fact.idDisplay,
                message: "this zoom (sourceID: \(destination.fact.idSource), in: \(property.name)) has no .matchedTransitionSource \(others.isEmpty ? "" : "of that id ")in \(property.name): \(which), so the presentation has nothing to zoom out of",
                place: destination.place
            )
        }
    }

    /// The first zoom source of a namespace no zoom names, reported once for the namespace.
    static func sourceZoomedByNothing(_ source: ResolvedView, _ namespace: String) -> CodeViolation {
        CodeViolation(
            element: source.fact.idDisplay,
            message: "\(source.fact.root) is a .matchedTransitionSource (id: \(source.fact.idSource)) in \(namespace), but no .navigationTransition(.zoom(sourceID:in: \(namespace))) names the namespace, and no other view can: nothing zooms out of it",
            place: source.place
        )
    }

    /// A view of `types` hands the namespace on through the environment
    /// (`.environment(\.hero, name)`): the views below it that read the key may hold its partners.
    static func handsOnThroughEnvironment(_ name: String, in types: [TypeFacts]) -> Bool {
        types.contains { type in
            type.fragments.values.contains { $0.environmentSettings.contains { $0.identifiers.contains(name) } }
        }
    }

    /// Every matched view is written in a child view the namespace is handed to, and other
    /// views place that child too (a card view a grid and a zoomed overlay show with their own
    /// namespace): the child asks for a namespace, and this one only satisfies it (a dragged
    /// copy kept apart on purpose). Its ids morph where the other views place it.
    static func servesAReusableView(_ transition: TransitionModel, _ input: RuleInput) -> Bool {
        let owner = input.context.types[transition.owner]?.name
        return transition.views.allSatisfy { view in
            guard let child = input.context.types[view.writtenIn], child.name != owner, !child.namespaceParameters.isEmpty else { return false }
            return input.context.users(of: view.writtenIn).subtracting([owner ?? ""]).count >= 1
        }
    }
}
