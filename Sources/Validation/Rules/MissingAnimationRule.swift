import SpecModel

/// No animation for the state change: a hard cut.
public struct MissingAnimationRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_animation",
        name: "Missing animation",
        severity: .error,
        principle: "Without an animation the state change is a hard cut, not a morph.",
        hint: "Set the transition's animation (animation: smooth, or \"spring(duration: 0.5, bounce: 0.2)\"), the one the state change runs in (withAnimation or .animation(_:value:)).",
        sources: ["001", "002"],
        triggeringExamples: [
            Example("""
                animation: null
                """),
            Example("""
                animation: null
                elements:
                  - id: artwork
                    animation: snappy
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                animation: "spring(duration: 0.5, bounce: 0.2)"
                """),
            Example("""
                animation: null
                elements:
                  - id: artwork
                    animation: snappy
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    animation: snappy.delay(0.05)
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle, animation: "")),
            // The close button changes `selected` alone: nothing animates that update.
            SwiftExample(Self.companionGrid(close: "selected = nil", marked: true)),
            // Which of two views is the source flips with a bare toggle: reported where it changes.
            SwiftExample("""
                struct Swatches: View {
                    @Namespace private var ns
                    @State private var yellowLeads = false
                    var body: some View {
                        VStack {
                            HStack {
                                Color.yellow.matchedGeometryEffect(id: "swatch", in: ns, isSource: yellowLeads)
                                Color.blue.matchedGeometryEffect(id: "swatch", in: ns, isSource: !yellowLeads)
                            }
                            Button("Swap") { ↓yellowLeads.toggle() }
                        }
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle)),
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle,
                animation: ".overlay { Button(\"Toggle\") { withAnimation(.bouncy) { isExpanded.toggle() } } }", tap: ""
            )),
            // A method called inside withAnimation changes the state.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle,
                extraProperties: "func flip() { isExpanded.toggle() }",
                animation: ".onTapGesture { withAnimation(.smooth) { flip() } }"
            )),
            // An animated binding.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle,
                animation: ".overlay { Toggle(\"Open\", isOn: $isExpanded.animation(.smooth)) }"
            )),
            // The state is handed to a child as a binding, which may animate it.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle,
                animation: ".overlay { ToggleButton(isOn: $isExpanded) }"
            )),
            // `selected` changes in the same update as `showing`, which an animation watches.
            SwiftExample(Self.companionGrid(close: "showing = false; selected = nil", marked: false)),
            // Loaded data shown in a grid whose ids never meet again: no morph to animate.
            SwiftExample("""
                struct AlbumPicker: View {
                    @Namespace private var ns
                    @State private var albums: [String] = []
                    var body: some View {
                        ScrollView {
                            if albums.isEmpty {
                                Text("No albums")
                            } else {
                                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                                    ForEach(albums, id: \\.self) { album in
                                        Image(album).matchedGeometryEffect(id: album, in: ns)
                                    }
                                }
                            }
                        }
                        .task { albums = ["Summer", "Winter"] }
                    }
                }
                """),
            // One side in a sheet's content: the sheet's presentation brings it in.
            SwiftExample("""
                struct Menu: View {
                    @Namespace private var ns
                    @State private var show = false
                    @State private var selected: Int?
                    var body: some View {
                        Image("dish").matchedGeometryEffect(id: "dish", in: ns)
                            .onTapGesture { selected = 1; show = true }
                            .sheet(isPresented: $show) {
                                if selected != nil {
                                    Image("dish").matchedGeometryEffect(id: "dish", in: ns)
                                }
                            }
                    }
                }
                """),
            // A binding: whoever changes it may animate it.
            SwiftExample("""
                struct Card: View {
                    @Namespace private var ns
                    @Binding var isExpanded: Bool
                    var body: some View {
                        if isExpanded {
                            Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                        } else {
                            Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                        }
                    }
                }
                """),
        ]
    )

    /// A grid whose tap sets `showing` (animated) and `selected` (which switches the morph)
    /// together; `close` is what the detail's close button does (`marked`: where it is reported).
    static func companionGrid(close: String, marked: Bool) -> String {
        """
        struct Photos: View {
            @Namespace private var ns
            @State private var showing = false
            @State private var selected: Int?
            var body: some View {
                ZStack {
                    Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                        .onTapGesture { showing = true; selected = 1 }
                    if selected != nil {
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                            .overlay { Button("Close") { \(marked ? "↓" : "")\(close) } }
                    }
                }
                .animation(.easeIn(duration: 0.3), value: showing)
            }
        }
        """
    }

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        guard spec.animation == nil else { return [] }
        let bare = spec.elements.filter { $0.animation == nil }.map(\.id)
        guard !bare.isEmpty else { return [] }
        let who = bare.count == spec.elements.count
            ? "no element has one of its own (\(list(bare)))"
            : "\(bare.count) of \(spec.elements.count) elements \(bare.count == 1 ? "has none of its" : "have none of their") own (\(list(bare)))"
        return [RuleViolation(
            path: "animation",
            message: "the transition has no animation and \(who), so the state change is a hard cut"
        )]
    }
}

// MARK: - In SwiftUI source

extension MissingAnimationRule {
    /// A matched view that carries the deprecated `.animation(_:)` (or sits in a view that does,
    /// `Image(…).matchedGeometryEffect(…).animation(.interactiveSpring())`): it animates every
    /// change of its geometry, so the morph animates, whatever changes the state.
    static func movesByImplicitAnimation(_ transition: TransitionModel, _ input: RuleInput) -> Bool {
        // Written on the view or on any view around it (a child view the owner shows): steps
        // are the scan's own keys, so a carrier on a view's path is one of its ancestors.
        let carriers = input.implicitCarriers.value("") {
            var found: Set<Step> = []
            for type in input.context.types.values {
                for name in type.fragmentOrder {
                    for fact in type.fragments[name]?.animations ?? [] {
                        if case .implicitModifier = fact.kind, let last = fact.steps.last, case .statement = last { found.insert(last) }
                    }
                }
            }
            return found
        }
        guard !carriers.isEmpty else { return false }
        return transition.views.contains { view in view.isGeometry && view.steps.contains(where: carriers.contains) }
    }
}

/// The `@State` that switches a transition's branches changes with no `.animation(_:value:)`
/// and no `withAnimation` (nor a `$state.animation()` binding), here or in the child views it
/// is handed to as a binding. State the view does not own (`@Binding`, a model, an
/// `@AppStorage` it never changes itself), or owned
/// state handed out to a control, a modifier or a view herocat does not read, may be
/// animated by whoever changes it, so it is not judged. `withTransaction` and
/// `.transaction { }` count as animating, and so does a `withAnimation` that calls a
/// method of the view (which may change the state inside). Reported where the state changes
/// (each event of the view that changes it), else at the conditional it switches.
extension MissingAnimationRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        // Zoom sources and destinations only: the navigation or sheet presentation animates them.
        guard transition.seesAllStates, transition.views.contains(where: \.isGeometry) else { return [] }
        let partings = input.morphConditionals(of: transition)
        let conditionals = input.switchingConditionals(of: transition, partings: partings)
        // Where no id parts ways, a test of data emptiness (`if albums.isEmpty` around a grid
        // whose ids never meet again) or presence (`if let size` once it is measured) shows
        // loaded data, not a morph an animation could miss.
        let noMorph = partings.isEmpty
        // When an animated state switches the morph, an unanimated condition around one of
        // its sides (data emptiness, a setting) is an outer condition, not the morph's switch.
        let animatedSwitch = conditionals.contains(where: input.isAnimatedState)
        // A matched view under the deprecated `.animation(_:)` animates its every change, the morph included.
        if Self.movesByImplicitAnimation(transition, input) { return [] }
        var violations: [CodeViolation] = []
        for conditional in conditionals where !animatedSwitch && !(noMorph && (Self.testsEmptiness(conditional) || Self.testsPresence(conditional))) && !Self.testsLoading(conditional) {
            guard let type = input.type(of: conditional), !Self.waitsForAnimatedState(conditional, transition, input),
                  !Self.presentedApart(conditional, transition) else { continue }
            // The branch flips when the last of its state changes: every one must be owned here,
            // none handed out, and none animated.
            // State handed out as a binding is judged only when every child it goes to is read.
            let variables = Self.switchingVariables(of: conditional, in: type, input)
            let paths = input.statePaths(of: conditional)
            if !variables.isEmpty, variables.allSatisfy({ input.neverChanges($0, in: type, reading: paths) }) { continue }
            var receivers: [TypeFacts] = []
            var owners: [TypeFacts] = []
            let owned = variables.filter { name in
                guard let property = type.properties[name], !type.changedInHandedClosures.contains(name) else { return false }
                if property.attributes == ["Binding"] {
                    guard let (found, children) = Self.unanimatedOwners(ofBinding: name, in: type, input) else { return false }
                    owners += found
                    receivers += children
                    return true
                }
                guard property.isOwnedState else { return false }
                // `@AppStorage` and `@SceneStorage` are shared through their key: a settings screen
                // may change them, animated or not, unseen here. Judged only where this view changes them.
                if property.attributes != ["State"], !type.bindingsHandedOut.contains(name),
                   !type.changedTogether.contains(where: { $0.contains(name) }) { return false }
                // A member of an object held in `@State` (`if model.expanded` with `@State var model
                // = PlayerModel()`) changes wherever the object is handed, unseen here.
                if paths.contains(where: { $0.hasPrefix(name + ".") }), input.mayHoldObject(property) { return false }
                guard type.bindingsHandedOut.contains(name) else { return true }
                guard let children = input.bindingReceivers(of: name, in: type) else { return false }
                receivers += children
                return true
            }
            guard !owned.isEmpty, owned.count == variables.count, input.animation(for: variables, in: type) == nil,
                  !Self.changesBesideAnimatedState(owned, owner: type, receivers: receivers, input) else { continue }
            // The fix belongs where the state changes: each event of this view, or of a child it
            // hands the state to as a binding, that changes it (a binding's owners name it their
            // own way, and are read for the finding).
            let changes = Self.changeViolations(
                Self.unanimatedChangePlaces(of: owned, in: type, input), switching: "`\(conditional.keyword) \(conditional.condition)`",
                reading: ([type] + receivers + owners).map(\.file), input
            )
            violations += changes
            guard changes.isEmpty else { continue }
            var names: [String] = []
            for child in receivers where !names.contains(child.name) { names.append(child.name) }
            var ownerNames: [String] = []
            for owner in owners where !ownerNames.contains(owner.name) { ownerNames.append(owner.name) }
            var through = names.isEmpty ? "" : " (nor in \(list(names)), which \(names.count == 1 ? "changes" : "change") it through a binding)"
            if !ownerNames.isEmpty {
                through += " (nor in \(list(ownerNames)), which \(ownerNames.count == 1 ? "owns it and hands" : "own it and hand") it in as a binding)"
            }
            violations.append(CodeViolation(
                element: nil,
                message: "\(list(owned)) switches `\(conditional.keyword) \(conditional.condition)` with no .animation(_:value:) and no withAnimation\(through), so the state change is a hard cut, not a morph",
                place: conditional.place,
                needs: (owners + receivers).map(\.file)
            ))
        }
        if violations.isEmpty { violations += Self.oneWayCuts(partings, input) }
        if violations.isEmpty { violations += Self.sharedModelCuts(partings, input) }
        if conditionals.isEmpty, let type = input.context.types[transition.owner], let first = transition.views.first {
            let driver = input.driver(of: transition)
            let owned = driver.variables.filter { type.properties[$0]?.isOwnedState == true && !type.bindingsHandedOut.contains($0) }
            // A state no code writes keeps its value: it switches nothing.
            if !owned.isEmpty, driver.animation == nil, !owned.allSatisfy({ input.neverChanges($0, in: type, reading: []) }) {
                // Where the state changes, as for a conditional; else at the first matched view.
                let changes = Self.changeViolations(
                    Self.unanimatedChangePlaces(of: owned, in: type, input), switching: "which view is the source", reading: [type.file], input
                )
                violations += changes
                if changes.isEmpty {
                    violations.append(CodeViolation(
                        element: nil,
                        message: "\(list(owned)) switches which view is the source with no .animation(_:value:) and no withAnimation, so the state change is a hard cut, not a morph",
                        place: first.place
                    ))
                }
            }
        }
        return violations
    }

    /// How a change at `place` goes unanimated: with no withAnimation, or in code that runs later
    /// than the `withAnimation` written around it (whose transaction has ended by then).
    static func unanimated(at place: Place, _ input: RuleInput) -> String {
        let later = input.context.files[place.file].types.contains { $0.changedLater.contains(place) }
        return later ? "in code that runs later (after asyncAfter or a sleep) with no withAnimation of its own (one written around it has ended by then)" : "with no withAnimation"
    }

    /// One finding at each unanimated change of the state that switches `what`, needing the
    /// files of `read` other than its own.
    static func changeViolations(_ changes: [(String, Place)], switching what: String, reading read: [Int], _ input: RuleInput) -> [CodeViolation] {
        changes.map { name, place in
            var seen: Set<Int> = [place.file]
            return CodeViolation(
                element: nil,
                message: "\(name) changes here \(Self.unanimated(at: place, input)), and no .animation(_:value:) watches it, so \(what) switches with a hard cut, not a morph",
                place: place,
                needs: read.filter { seen.insert($0).inserted }
            )
        }
    }

    /// Where `names` change in an event of `type`, or under a child's name for them in an event
    /// of a child they are handed to as bindings: each event once, with the name as `type`
    /// calls it. An event that also changes a state an `.animation(_:value:)` of its view
    /// watches is animated with it.
    static func unanimatedChangePlaces(of names: [String], in type: TypeFacts, _ input: RuleInput) -> [(String, Place)] {
        func places(in view: TypeFacts, _ labels: [(label: String, name: String)]) -> [(String, Place)] {
            let watched = watchedStates(input.animations(in: view))
            return input.unanimatedChanges(in: view).compactMap { event in
                guard watched.isDisjoint(with: event.value.keys) else { return nil }
                return labels.lazy.compactMap { label in event.value[label.label].map { (label.name, $0) } }.first
            }
        }
        var found = places(in: type, names.map { ($0, $0) })
        for name in names {
            input.walkBindings(of: name, in: type) { _, _, _, handOffs in
                for handOff in handOffs { found += places(in: handOff.child, [(handOff.label, name)]) }
                return true
            }
        }
        return found
    }

    /// The views that own the state a `@Binding` of `type` is handed, and the other children
    /// they (and `type`) hand it to, when every use of `type` hands it an `@State` that none of
    /// them animates; nil when that is not established.
    static func unanimatedOwners(ofBinding name: String, in type: TypeFacts, _ input: RuleInput) -> (owners: [TypeFacts], receivers: [TypeFacts])? {
        guard let found = input.bindingOwners(of: name, in: type) else { return nil }
        var owners: [TypeFacts] = []
        var receivers: [TypeFacts] = []
        for (owner, state) in found {
            guard input.animation(for: [state], in: owner) == nil, let children = input.bindingReceivers(of: state, in: owner) else { return nil }
            owners.append(owner)
            receivers += children.filter { $0.name != type.name }
        }
        if type.bindingsHandedOut.contains(name) {
            guard let children = input.bindingReceivers(of: name, in: type) else { return nil }
            receivers += children
        }
        return (owners, receivers)
    }

    /// The morph's state is animated one way (`withAnimation { selected = item }`) and changed
    /// the other way outside any `withAnimation`, by an event of its owner or of a child it
    /// hands the state to as a binding (a Close button's `selected = nil`), with no
    /// `.animation(_:value:)`, `.animation(_:)` or `$state.animation()` to animate it: that way is
    /// a hard cut, at each event that makes it. An event that also changes a watched state is
    /// animated with it.
    static func oneWayCuts(_ partings: [ConditionalFact], _ input: RuleInput) -> [CodeViolation] {
        var judged: Set<String> = []
        for conditional in partings {
            guard let type = input.type(of: conditional),
                  let (variable, path) = Self.ownedSwitch(of: conditional, in: type, input) ?? Self.boundSwitch(of: conditional, in: type, input),
                  judged.insert(variable).inserted else { continue }
            let animations = input.animations(in: type)
            var watched = Self.watchedStates(animations)
            // `.animation(_:value: model.isOpen)` watches the member through its object.
            if let path, let object = path.split(separator: ".").first, watched.contains(String(object)) { watched.insert(variable) }
            let animatedOneWay = animations.contains { animation in
                guard case .withAnimation(let names) = animation.kind else { return false }
                return path.map { animation.changedPaths?.contains($0) == true } ?? names.contains(variable)
            }
            guard animatedOneWay, !Self.animatesEveryChange(of: variable, animations), !watched.contains(variable) else { continue }
            func cuts(_ event: Located<[String: Place]>, _ name: String) -> Bool { event.value[name] != nil && watched.isDisjoint(with: event.value.keys) }
            // Setting the state the view appears in (`.onAppear { collapsed = isLandscape }`) is no cut.
            let appearing = input.withExtensions(type).reduce(into: Set<Place>()) { $0.formUnion($1.changedOnAppear) }
            let events = input.unanimatedChanges(in: type).filter { cuts($0, variable) && !appearing.contains($0.place) }
            if !events.isEmpty {
                // A binding's owners were read to know nothing there animates the state.
                let owners = type.properties[variable]?.attributes == ["Binding"] ? input.bindingOwners(of: variable, in: type) ?? [] : []
                return events.map { event in
                    CodeViolation(
                        element: nil,
                        message: "\(path ?? variable) changes here \(Self.unanimated(at: event.value[variable] ?? event.place, input)), though it is animated the other way; no .animation(_:value:) watches it, so this way is a hard cut, not a morph",
                        place: event.value[variable] ?? event.place,
                        needs: Array(Set(owners.map(\.owner.file))).sorted(),
                        needsWhat: "the state behind the binding"
                    )
                }
            }
            var cutIn: TypeFacts?
            input.walkBindings(of: variable, in: type) { _, _, depth, handOffs in
                guard depth < RuleInput.bindingDepth else { return false }
                cutIn = handOffs.first { handOff in input.unanimatedChanges(in: handOff.child).contains { cuts($0, handOff.label) } }?.child
                return cutIn == nil
            }
            if let child = cutIn {
                return [CodeViolation(
                    element: nil,
                    message: "\(path ?? variable) is animated one way, but \(child.name) changes it through a binding with no withAnimation, and no .animation(_:value:) watches it: that way is a hard cut, not a morph",
                    place: conditional.place,
                    needs: [child.file]
                )]
            }
        }
        return []
    }

    /// The one state a conditional switches on that its view owns: an owned state (`open`), or
    /// the one member it reads of an object the view owns (`isOpen` of `model.isOpen`, with
    /// `@StateObject var model`), which a change names by that member (`model.isOpen = true`),
    /// with its path.
    static func ownedSwitch(of conditional: ConditionalFact, in type: TypeFacts, _ input: RuleInput) -> (name: String, path: String?)? {
        let variables = input.stateVariables(of: conditional)
        let owned = variables.filter { type.properties[$0]?.isOwnedState == true }
        // An object the view owns: a shared model held in `@StateObject` or `@State`.
        func isObject(_ name: String) -> Bool {
            guard let property = type.properties[name], property.attributes.contains("StateObject") || property.attributes == ["State"] else { return false }
            return RuleInput.sharedModelType(property, in: input.context) != nil
        }
        if owned.count == 1, !isObject(owned[0]) { return (owned[0], nil) }
        guard variables.count == 1, isObject(variables[0]) else { return nil }
        let paths = input.statePaths(of: conditional)
        guard paths.count == 1, let path = paths.first else { return nil }
        let members = path.split(separator: ".")
        return members.count == 2 ? (String(members[1]), path) : nil
    }

    /// The one `@Binding` flag a conditional switches on (a mini player's `expand: Bool`), when
    /// every view of the scan that owns the state behind it hands it `$state` and neither watches
    /// that state with `.animation(_:value:)` nor animates implicitly: the view's own events
    /// decide how it changes, as for a state of its own. (A flag switches its branches at every
    /// change; an optional set to another item may stay shown.)
    static func boundSwitch(of conditional: ConditionalFact, in type: TypeFacts, _ input: RuleInput) -> (name: String, path: String?)? {
        let variables = input.stateVariables(of: conditional)
        guard variables.count == 1, let property = type.properties[variables[0]], property.attributes == ["Binding"], property.type == "Bool",
              let owners = input.bindingOwners(of: variables[0], in: type) else { return nil }
        for (owner, state) in owners {
            let animations = input.animations(in: owner)
            if watchedStates(animations).contains(state) { return nil }
            if animatesEveryChange(of: state, animations) { return nil }
        }
        return (variables[0], nil)
    }

    /// An `.animation(_:)` without value, or a `$state.animation()` binding: every change of
    /// `state` animates, whoever makes it.
    static func animatesEveryChange(of state: String, _ animations: [AnimationFact]) -> Bool {
        animations.contains { animation in
            switch animation.kind {
            case .implicitModifier: return true
            case .binding(let name): return name == state
            default: return false
            }
        }
    }

    /// The morph's state is a member of a model object the views share (`if !model.showsProfile`
    /// with `@EnvironmentObject var model: Feed`): a view holding that model switches it on in a
    /// `withAnimation` (`sharedModelAnimation`), and another changes it bare in an event. No
    /// view holding the model watches it with `.animation(_:value:)`, and the conditional's view
    /// animates nothing implicitly. That event is a hard cut; the finding needs the files of the
    /// conditional and of the animation.
    static func sharedModelCuts(_ partings: [ConditionalFact], _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        var judged: Set<String> = []
        for conditional in partings {
            guard let type = input.type(of: conditional) else { continue }
            let paths = input.statePaths(of: conditional)
            guard paths.count == 1, let path = paths.first else { continue }
            let parts = path.split(separator: ".").map(String.init)
            guard parts.count == 2, let property = type.properties[parts[0]], !property.attributes.contains("StateObject"),
                  let model = RuleInput.sharedModelType(property, in: input.context) else { continue }
            let member = parts[1]
            guard judged.insert(model + "." + member).inserted,
                  !input.animations(in: type).contains(where: { if case .implicitModifier = $0.kind { return true } else { return false } }),
                  let animation = input.sharedModelAnimation(conditional, in: type) else { continue }
            let holders = input.sharedModelHolders[model] ?? []
            let watched = holders.contains { holder, name in
                input.animations(in: holder).contains { fact in
                    switch fact.kind {
                    case .valueModifier(let names): return names.contains(name) || names.contains(member)
                    case .binding(let bound): return bound == member
                    default: return false
                    }
                }
            }
            guard !watched else { continue }
            let animatedAt = "\(input.context.file(animation.place.file).fileName) line \(animation.place.line)"
            for (holder, _) in holders {
                for event in input.unanimatedChanges(in: holder) {
                    guard let place = event.value[member] else { continue }
                    violations.append(CodeViolation(
                        element: nil,
                        message: "\(path) changes here \(Self.unanimated(at: place, input)), though the withAnimation at \(animatedAt) switches it; no .animation(_:value:) watches it, so this way is a hard cut, not a morph",
                        place: place,
                        needs: [conditional.place.file, animation.place.file].filter { $0 != place.file }
                    ))
                }
            }
        }
        return violations
    }

    /// The state a conditional switches on, less the data it is made with and only indexes
    /// (`sources` in `if selected == sources[index]`, a list handed in): which item is picked
    /// changes with `selected`; the list holds the items.
    static func switchingVariables(of conditional: ConditionalFact, in type: TypeFacts, _ input: RuleInput) -> [String] {
        let variables = input.stateVariables(of: conditional)
        let indexedData = variables.filter { name in
            type.properties[name]?.isGivenData == true && Self.readsOnlyIndexed(name, in: conditional.condition)
        }
        guard !indexedData.isEmpty, indexedData.count < variables.count else { return variables }
        return variables.filter { !indexedData.contains($0) }
    }

    /// Every read of `name` in `text` is subscripted (`name[`).
    static func readsOnlyIndexed(_ name: String, in text: String) -> Bool {
        var rest = Substring(text)
        var found = false
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isWord = !(before.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false)
                && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            if isWord {
                guard after == "[" else { return false }
                found = true
            }
            rest = rest[range.upperBound...]
        }
        return found
    }

    /// `if items.isEmpty`, `if list.count == 0`: whether data has loaded, not a view's state.
    static func testsEmptiness(_ conditional: ConditionalFact) -> Bool {
        conditional.keyword == "if" && (conditional.condition.contains(".isEmpty") || conditional.condition.contains(".count"))
    }

    /// `if account != .placeholder()`, `if !isLoading`: whether data has loaded, which swaps a
    /// placeholder for the content, not a morph the user starts.
    static func testsLoading(_ conditional: ConditionalFact) -> Bool {
        let text = conditional.condition.lowercased()
        return text.contains("placeholder") || text.contains("loading")
    }

    /// `if let size`, `if item != nil`: whether a value is there yet.
    static func testsPresence(_ conditional: ConditionalFact) -> Bool {
        guard conditional.keyword == "if", case .optional(_, present: true)? = conditional.branches.first?.meaning else { return false }
        return true
    }

    /// The conditional sits in a sheet's (or a destination's) content, and the presentation
    /// brings its matched views in: some sit outside the presentation, or every one inside it
    /// is in one branch of the conditional (`if let dish { Detail(dish) }` as a sheet's content).
    static func presentedApart(_ conditional: ConditionalFact, _ transition: TransitionModel) -> Bool {
        let presentations = conditional.steps.filter { step in
            switch step {
            case .presentation, .destination: return true
            default: return false
            }
        }
        guard !presentations.isEmpty else { return false }
        var branches: Set<Int> = []
        for view in transition.views {
            guard presentations.allSatisfy(view.steps.contains) else { return true }
            let branch = view.steps.lazy.compactMap { step -> Int? in
                if case .branch(conditional.key, let index) = step { return index } else { return nil }
            }.first
            guard let branch else { return false }   // beside the conditional, in the same sheet
            branches.insert(branch)
        }
        return branches.count == 1
    }

    /// Every event that changes `variables` (in the owner, or a child it hands them to) also
    /// changes another state the owner animates (`isShowingDetail = true; selected = item`
    /// under `.animation(_:value: isShowingDetail)`): that animation covers the whole update.
    static func changesBesideAnimatedState(_ variables: [String], owner: TypeFacts, receivers: [TypeFacts], _ input: RuleInput) -> Bool {
        let wanted = Set(variables)
        let watched = watchedStates(input.animations(in: owner))
        let events = ([owner] + receivers).flatMap(\.changedTogether).filter { !$0.isDisjoint(with: wanted) }
        return !events.isEmpty && events.allSatisfy { !$0.subtracting(wanted).isDisjoint(with: watched) }
    }

    /// The states an `.animation(_:value:)` watches: the only animation that animates every
    /// change of its value, whatever the event.
    static func watchedStates(_ animations: [AnimationFact]) -> Set<String> {
        animations.reduce(into: []) { watched, animation in
            if case .valueModifier(let names) = animation.kind { watched.formUnion(names) }
        }
    }

    /// Every matched view in the conditional's branches sits in a conditional of animated state
    /// inside it (`if let id = selectedId { if let card = ..., zoomed { Full(card) } }` with
    /// `zoomed` changed in `withAnimation`): the unanimated change alone shows nothing; the
    /// morph comes with the animated one.
    static func waitsForAnimatedState(_ conditional: ConditionalFact, _ transition: TransitionModel, _ input: RuleInput) -> Bool {
        var inside = false
        var animated: [ScopeKey: Bool] = [:]
        for view in transition.views {
            guard let index = view.stateKey.firstIndex(where: { if case .branch(let key, _) = $0 { return key == conditional.key } else { return false } }) else { continue }
            inside = true
            let waits = view.stateKey[(index + 1)...].contains { step in
                guard case .branch(let key, _) = step, let inner = input.context.conditionals[key] else { return false }
                if let known = animated[key] { return known }
                let answer = input.isAnimatedState(inner)
                animated[key] = answer
                return answer
            }
            if !waits { return false }
        }
        return inside
    }
}
