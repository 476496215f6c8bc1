import MotionCore

/// Content that fades with the morph without sitting in its branches: views always in the
/// layout whose `.opacity` follows the morph's state, and state that changes in the same
/// moment as the morph: set by a view of the morph as it appears (`.onAppear { withAnimation
/// { showContent = true } }`), or in the same `withAnimation` as the morph's own state.
extension UndelayedFadeRule {
    /// State that changes with the morph: written by a `withAnimation` with no delay in an
    /// `.onAppear` (or `.task`) of a view that only the morph's state shows, or together with
    /// the morph's state; in the type that declares it.
    struct CompanionState {
        var type: TypeFacts
        var variables: Set<String>
        var animation: AnimationFact
        /// How it changes with the morph, as a message says it.
        var how = "as the morph's content appears"
        /// Switched on in the very `withAnimation` that switches the morph.
        var isWithTheMorph = false
    }

    static func companionStates(of transition: TransitionModel, morphs: [ConditionalFact], _ input: RuleInput) -> [CompanionState] {
        let morphKeys = Set(morphs.map(\.key))
        func inMorph(_ steps: [Step]) -> Bool {
            steps.contains { if case .branch(let key, _) = $0 { return morphKeys.contains(key) } else { return false } }
        }
        // The views a morph state shows, by the type they are written in, and the uses of
        // helpers and child views (`detailCard(item)`) they are reached through.
        var shown: [TypeRef: Set<Place>] = [:]
        var through: Set<ScopeKey> = []
        var types: Set<TypeRef> = [transition.owner]
        for view in transition.views where inMorph(view.stateKey) {
            shown[view.writtenIn, default: []].insert(view.fact.place)
            types.insert(view.writtenIn)
            for step in view.steps { if case .instance(let key) = step { through.insert(key) } }
        }
        // The `onAppear` must not sit in a branch the view it shows is not in.
        func besides(_ animation: AnimationFact, _ steps: [Step]) -> Bool {
            animation.steps.allSatisfy { step in
                if case .branch = step { return steps.contains(step) } else { return true }
            }
        }
        var found: [CompanionState] = []
        // Switched on in the same `withAnimation` as the state of a morph's conditional (not
        // switched off: content leaving with the morph is its other direction).
        for morph in morphs {
            guard let type = input.type(of: morph) else { continue }
            let morphState = Set(input.stateVariables(of: morph))
            for animation in input.animations(in: type) {
                guard case .withAnimation(let names) = animation.kind, !animation.defers, !morphState.isDisjoint(with: names) else { continue }
                let start = startTime(of: animation.expression, input)
                let variables = animation.switchedOn.filter { !morphState.contains($0) && type.properties[$0].map { !$0.attributes.isEmpty } ?? false }
                guard startsWithMorph(start), !variables.isEmpty else { continue }
                found.append(CompanionState(type: type, variables: variables, animation: animation, how: "with the morph's own state", isWithTheMorph: true))
            }
        }
        // Types that show a morph's conditional stay on screen in both of its states; where its
        // state is set back (`page -= 1`), the morph runs again and again. (Read only when a
        // view appearing with the morph sets state.)
        var rerunOwners: Set<TypeRef>?
        func morphOwners() -> Set<TypeRef> {
            if let rerunOwners { return rerunOwners }
            let owners = Set(morphs.compactMap { morph -> TypeRef? in
                guard let type = input.type(of: morph), !type.resetNames.isDisjoint(with: input.stateVariables(of: morph)) else { return nil }
                return TypeRef(file: type.file, name: type.name)
            })
            rerunOwners = owners
            return owners
        }
        for ref in types.sorted(by: { ($0.file, $0.name) < ($1.file, $1.name) }) {
            guard let type = input.context.types[ref] else { continue }
            // A flag of such a type only ever switched on (`showIntro = true` as the title
            // appears, never set back) changes once, at the first appearance, not with each morph.
            func staysOn(_ name: String) -> Bool {
                !type.resetNames.contains(name) && !type.bindingsHandedOut.contains(name) && morphOwners().contains(ref)
                    && !type.changedInHandedClosures.contains(name)
            }
            let places = shown[ref] ?? []
            for name in type.fragmentOrder {
                guard let fragment = type.fragments[name] else { continue }
                // Only a fragment the morph's branch shows whole appears with it: a branch inside it
                // (its own `if show`) leaves the rest of it, and its `onAppear`, in every state.
                let morphViews = fragment.views.filter { places.contains($0.place) && !inMorph($0.steps) }
                let morphUses = fragment.references.filter { through.contains($0.key) && !inMorph($0.steps) }
                // A method the view runs as it appears (`.onAppear(perform: appear)`) runs its
                // `withAnimation`s there, where the call is.
                var appearing = fragment.animations.filter(\.onAppear).map { (animation: $0, steps: $0.steps) }
                for reference in fragment.references where reference.runsOnAppear {
                    guard case .fragment(let method) = reference.kind, method != name, let code = type.fragments[method] else { continue }
                    appearing += code.animations.filter { !$0.defers && !$0.runsLater && $0.steps.allSatisfy { !$0.isStateStep } }.map { ($0, reference.steps) }
                }
                for (animation, steps) in appearing {
                    var placed = animation
                    placed.steps = steps
                    guard case .withAnimation(let names) = animation.kind,
                          !(animation.expression ?? "").contains("repeatForever"),
                          inMorph(steps) || morphViews.contains(where: { besides(placed, $0.steps) })
                              || morphUses.contains(where: { besides(placed, $0.steps) }) else { continue }
                    let start = startTime(of: animation.expression, input)
                    let variables = Set(names.filter { type.properties[$0].map { !$0.attributes.isEmpty } ?? false && !staysOn($0) })
                    guard startsWithMorph(start), !variables.isEmpty else { continue }
                    found.append(CompanionState(type: type, variables: variables, animation: animation))
                }
            }
        }
        return found
    }

    /// The conditionals of `type` that read one of `variables`. A condition on a loop's item
    /// (`if name != selected.image` in a ForEach) filters items: it is no state of its own,
    /// unless matched views sit under it (`if course.id == selectedID` around the detail, in
    /// `onPath`): then it picks the detail the morph opens, and switches with it.
    static func conditionals(of type: TypeFacts, reading variables: Set<String>, onPath: Set<ScopeKey>, _ input: RuleInput) -> [ConditionalFact] {
        let shown = type.fragmentsShown
        return type.fragmentOrder.filter(shown.contains).flatMap { type.fragments[$0]?.conditionals ?? [] }.compactMap { key in
            guard let conditional = input.context.conditionals[key], !variables.isDisjoint(with: input.stateVariables(of: conditional)) else { return nil }
            if onPath.contains(key) { return conditional }
            // A test of emptiness (a text field's placeholder, an empty list's note) shows data, not a state.
            if MissingAnimationRule.testsEmptiness(conditional) { return nil }
            let items = conditional.steps.flatMap { step -> [String] in
                if case .forEach(let loop) = step { return input.context.forEaches[loop]?.parameters ?? [] } else { return [] }
            }
            return Set(items).isDisjoint(with: conditional.identifiers) ? conditional : nil
        }
    }

    /// Views always in the layout whose `.opacity` follows state that changes with the morph
    /// (its own state, not in a ForEach, or state set as its content appears), or whose
    /// `.offset` follows state set as the content appears, on an animation that starts with
    /// it. A view holding matched views is the morph's own side.
    static func opacityFollowers(
        of transition: TransitionModel, morphs: [ConditionalFact], morphVariables: Set<String>, companions: [CompanionState],
        holdsMatched holders: Set<ScopeKey>, _ input: RuleInput
    ) -> [CodeViolation] {
        guard let owner = input.context.types[transition.owner] else { return [] }
        // Where the owner's matched views are written, and the statements and uses of views
        // (`cardView(card)`, `Detail(ns: ns)`) that hold them: an opacity around one of those
        // hides a side of a morph.
        var references: [ScopeKey: Place] = [:]
        var handed: [Place] = []
        for facts in [owner] + companions.map(\.type) {
            let namespaces = facts.namespaceNames
            for name in facts.fragmentOrder {
                for reference in facts.fragments[name]?.references ?? [] where references.updateValue(reference.place, forKey: reference.key) == nil {
                    // A view handed a namespace may hold matched views herocat did not follow.
                    if reference.arguments.contains(where: { !namespaces.isDisjoint(with: $0.identifiers) }) { handed.append(reference.place) }
                }
            }
        }
        var matchedOffsets: [Int: [Int]] = [:]
        for place in handed { matchedOffsets[place.file, default: []].append(place.offset) }
        for index in input.transitionsByOwner[transition.owner] ?? [] {
            for view in input.transitions[index].views {
                var places = [view.fact.place]
                for step in view.steps {
                    switch step {
                    case .statement(let key): if let statement = input.context.statements[key] { places.append(statement.place) }
                    case .instance(let key): if let place = references[key] { places.append(place) }
                    default: break
                    }
                }
                for place in places { matchedOffsets[place.file, default: []].append(place.offset) }
            }
        }
        func holdsMatched(_ opacity: OpacityFact) -> Bool {
            matchedOffsets[opacity.place.file]?.contains { opacity.range.contains($0) } ?? false
        }
        // `withMorph`: the state changes in the morph's own update, so an opacity it drives
        // around a matched view fades that side of the morph.
        var judged: [(type: TypeFacts, variables: Set<String>, animation: AnimationFact, why: (String) -> String, inLoops: Bool, withMorph: Bool)] = []
        for variable in morphVariables.sorted() {
            let head = String(variable.split(separator: ".").first ?? Substring(variable))
            let animation = input.animation(for: [head], in: owner)
            guard let animation, animation.kind.isExplicit else { continue }
            judged.append((owner, [variable], animation, { "follows `\($0)`, which switches the morph" }, false, true))
        }
        // A child view handed the namespace and the morph's state (`@Binding var expanded`) switches
        // its side with that state: what it fades by the same state fades with the morph.
        var judgedTypes: Set<String> = [owner.name]
        for morph in morphs {
            guard let type = input.type(of: morph), judgedTypes.insert(type.name).inserted,
                  let animation = input.stateAnimation(morph), animation.kind.isExplicit else { continue }
            judged.append((type, switchingPaths(of: morph, input), animation, { "follows `\($0)`, which switches the morph" }, false, true))
        }
        for companion in companions {
            let line = companion.animation.place.line
            let types = companion.type.name == owner.name && companion.type.file == owner.file ? [owner] : [companion.type, owner]
            for type in types {
                judged.append((type, companion.variables, companion.animation, { "follows `\($0)`, set \(companion.how) (line \(line))" }, true, companion.isWithTheMorph))
            }
        }
        var violations: [CodeViolation] = []
        var reported: Set<Place> = []
        for (type, variables, animation, why, inLoops, withMorph) in judged {
            for name in type.fragmentOrder {
                guard let fragment = type.fragments[name] else { continue }
                // A slide following the morph's own state is often the layout moving with it; one
                // following state set as the content appears brings that content in.
                // A view that both fades and slides is reported for its fade.
                let followers = fragment.opacities.filter { !$0.slides } + fragment.opacities.filter(\.slides)
                for opacity in followers where !reported.contains(opacity.place) && (!opacity.slides || inLoops) {
                    let reads = Set(RuleInput.memberPaths(in: opacity.condition))
                    guard let variable = variables.sorted().first(where: reads.contains),
                          inLoops || !opacity.steps.contains(where: \.isForEach) else { continue }
                    // An `.animation(_:value:)` of the view's own chain runs its fade.
                    let own = fragment.animations.first { opacity.range.contains($0.place.offset) }
                    let expression = own?.expression ?? animation.expression
                    let start = startTime(of: expression, input)
                    guard startsWithMorph(start) else { continue }
                    if holdsMatched(opacity) {
                        // The morph's own side (a whole player faded in, its artwork matched inside):
                        // what it shows beside the matched views fades with the morph, unless it is
                        // the side the morph grows out of.
                        guard withMorph, !opacity.slides, let holder = holders.first(where: { input.context.statements[$0]?.place == opacity.place }),
                              !input.isStartingSide(.bool(variable: opacity.condition, positive: true), in: type) else { continue }
                        reported.insert(opacity.place)
                        for content in oneStateViews(from: [holder], in: type, holdsMatched: holders, transition, input, fadingItself: true)
                            where reported.insert(content.place).inserted {
                            violations.append(CodeViolation(
                                element: nil,
                                message: "\(content.root) is shown by \(opacity.root)'s .opacity, which \(why(variable)), and starts to fade at \(seconds(start)) s, with the morph; \(advice)",
                                place: content.place
                            ))
                        }
                        continue
                    }
                    reported.insert(opacity.place)
                    violations.append(CodeViolation(
                        element: nil,
                        message: "\(opacity.root)'s \(opacity.slides ? ".offset" : ".opacity") \(why(variable)), and starts to \(opacity.slides ? "slide" : "fade") at \(seconds(start)) s, with the morph; \(advice)",
                        place: opacity.place
                    ))
                }
            }
        }
        return violations
    }
}

extension AnimationFact.Kind {
    /// A `withAnimation`, `.animation(_:value:)` or `$binding.animation()`: an animation of this
    /// state's changes, not the deprecated `.animation(_:)` that animates everything.
    var isExplicit: Bool {
        if case .implicitModifier = self { return false }
        return true
    }
}
