import MotionCore

// Readings of a transition that several rules (and the importer) share: which
// conditionals switch its states, which state variables drive them, and what animates them.

extension RuleInput {
    /// The conditionals whose branches separate the views of one id: where two views of an
    /// id part ways, the first branch step of each side. When no id has views in two states,
    /// the innermost branch of every view. In source order of their paths. `partings`: the
    /// transition's `morphConditionals`, when the caller has them already.
    package func switchingConditionals(of transition: TransitionModel, partings: [ConditionalFact]? = nil) -> [ConditionalFact] {
        let partings = partings ?? morphConditionals(of: transition)
        guard partings.isEmpty else { return partings }
        var keys: [ScopeKey] = []
        var seen: Set<ScopeKey> = []
        for view in transition.views {
            if case .branch(let key, _)? = view.stateKey.last(where: \.isBranch),
               seen.insert(key).inserted {
                keys.append(key)
            }
        }
        return keys.compactMap { context.conditionals[$0] }
    }

    /// The conditionals where views of one id part ways (a real morph happens when they
    /// switch), in the order first met. Linear in the views' paths: each id's state keys
    /// go into a trie, and every node with two or more children is a parting.
    package func morphConditionals(of transition: TransitionModel) -> [ConditionalFact] {
        // Several rules ask, the undelayed fade rule for the owner's earlier transitions too.
        morphConditionalsMemo.value(transition.memoKey) { partingConditionals(of: transition) }
    }

    private func partingConditionals(of transition: TransitionModel) -> [ConditionalFact] {
        var keys: [ScopeKey] = []
        var seen: Set<ScopeKey> = []
        for id in transition.idKeys {
            let views = transition.views(withID: id)
            // A state every view of the id sits under (`show` around the card, deep in a loading
            // `switch`, and around the detail) is what switches them: a conditional on one side
            // that does not read it (the loading `switch`) is an outer condition, not the morph.
            // Only a shared state that animates: one loaded without an animation (`if account !=
            // .placeholder` around a profile and its enlarged picture, `else` a loading copy)
            // only hides the morph's views while it loads.
            let shared = views.map(statesOnPath).reduce(nil) { (common: Set<String>?, names) in common.map { $0.intersection(names) } ?? names } ?? []
            var sharedAnimates: Bool?
            for parting in Self.partings(views.map(\.stateKey)) {
                let sides = Self.elementSides(of: parting, views: views)
                for side in sides {
                    guard let key = switchingBranch(of: side, views[side.path]) else { continue }
                    if !shared.isEmpty, let conditional = context.conditionals[key], shared.isDisjoint(with: stateVariables(of: conditional)) {
                        if sharedAnimates == nil { sharedAnimates = animatesAny(of: shared, around: views) }
                        if sharedAnimates == true { continue }
                    }
                    // A side whose own path also needs a state the other side's views never show
                    // with (`if !done { logo }` against `if !history { if done { logo } }`) is
                    // parted from them by that state: this branch moves nothing between them.
                    // (Another state: `if expand { if expand { … } }` repeats the branch's own.)
                    let own = Set(context.conditionals[key].map(stateVariables(of:)) ?? [])
                    let otherStates = views[side.path].stateKey.filter { step in
                        guard step != side.step, case .branch(let inner, _) = step, let conditional = context.conditionals[inner] else { return false }
                        return own.isDisjoint(with: stateVariables(of: conditional))
                    }
                    if !otherStates.isEmpty, sides.contains(where: { other in
                        other.path != side.path && otherStates.contains { step in views[other.path].stateKey.contains { excludeEachOther(step, $0) } }
                    }) { continue }
                    // Two sides (a grid and its detail) only: a parting of many never reads this way.
                    if sides.count == 2, parting.count == 2, sides.contains(where: { other in
                        other.path != side.path
                            && isOuterCondition(key, besides: views.filter { $0.stateKey.contains(other.step) }, sharing: Set(views[side.path].stateKey))
                    }) { continue }
                    if seen.insert(key).inserted { keys.append(key) }
                }
            }
        }
        return keys.compactMap { context.conditionals[$0] }
    }

    /// Two branches that never show together: two `if`s of one type testing one flag opposite
    /// ways (`if !vm.done` and `if vm.done`).
    func excludeEachOther(_ first: Step, _ second: Step) -> Bool {
        guard case .branch(let a, let i) = first, case .branch(let b, let j) = second, a != b,
              let one = context.conditionals[a], let other = context.conditionals[b],
              one.keyword == "if", other.keyword == "if", one.typeName == other.typeName, one.place.file == other.place.file,
              // (What each use of a view is handed may differ from use to use.)
              !one.readsUseInput, !other.readsUseInput,
              i < one.branches.count, j < other.branches.count,
              case .bool(let name, let positive) = one.branches[i].meaning,
              case .bool(let otherName, let otherPositive) = other.branches[j].meaning else { return false }
        return name == otherName && positive != otherPositive && !name.contains(" ")
    }

    /// Whether a conditional on the views' paths that reads one of `names` switches with an animation.
    private func animatesAny(of names: Set<String>, around views: [ResolvedView]) -> Bool {
        var seen: Set<ScopeKey> = []
        for view in views {
            for step in view.stateKey {
                guard case .branch(let key, _) = step, seen.insert(key).inserted, let conditional = context.conditionals[key],
                      !names.isDisjoint(with: stateVariables(of: conditional)) else { continue }
                if isAnimatedState(conditional) { return true }
            }
        }
        return false
    }

    /// The conditional whose branch `side` takes: its own, or for one child view handed the
    /// state (`FullPage(expanded: expanded)`, a step of its own, in no loop), the branch
    /// inside it that tests the flag it was handed (`if expanded`, `if !expanded`).
    private func switchingBranch(of side: (step: Step, path: Int), _ view: ResolvedView) -> ScopeKey? {
        if case .branch(let key, _) = side.step { return key }
        guard case .instance = side.step, view.innermostLoop == nil, let start = view.stateKey.firstIndex(of: side.step),
              start + 1 < view.stateKey.count, case .branch(let key, let index) = view.stateKey[start + 1],
              let conditional = context.conditionals[key], conditional.readsUseInput, index < conditional.branches.count,
              case .bool = conditional.branches[index].meaning else { return nil }
        return key
    }

    /// A conditional around one side (a tab `switch` around the grid) while every view of the
    /// other side shows only once an animated state of its own is switched on (`if let expanded
    /// = vm.expandedMedia` around the pager): that state is the morph's, this one hides a side.
    /// `sharing`: the steps this side's path has too (conditionals around both sides).
    func isOuterCondition(_ key: ScopeKey, besides others: [ResolvedView], sharing: Set<Step>) -> Bool {
        guard let conditional = context.conditionals[key], !others.isEmpty else { return false }
        let paths = statePaths(of: conditional)
        guard !paths.isEmpty, let owner = type(of: conditional) else { return false }
        return others.allSatisfy { view in
            var hidden = false
            for step in view.stateKey {
                guard !sharing.contains(step), case .branch(let other, _) = step, other != key, let inner = context.conditionals[other] else { continue }
                let innerPaths = statePaths(of: inner)
                // The other side is switched by this state too (the grid in the `else` of `if show`,
                // the detail in `if let item, show`): it is the morph's, whatever else hides that side.
                if !innerPaths.isDisjoint(with: paths) { return false }
                guard !hidden, !innerPaths.isEmpty, !isStartingSide(step), let animation = stateAnimation(inner) else { continue }
                // One change setting both (`selected = row; showProfile = true`) is one morph.
                hidden = !Self.mayChange(animation, paths, in: owner, plainStatesToo: true)
            }
            return hidden
        }
    }

    /// The state variables of the conditionals on a view's path.
    package func statesOnPath(_ view: ResolvedView) -> Set<String> {
        var names: Set<String> = []
        for step in view.stateKey {
            if case .branch(let key, _) = step, let conditional = context.conditionals[key] { names.formUnion(stateVariables(of: conditional)) }
        }
        return names
    }

    /// The sides of a parting that switch one element: where a ForEach's copies sit under one
    /// conditional and a single view of the id under another (a tab `switch` around a grid,
    /// an `if open` around its detail), the conditional around the collection hides it whole
    /// and morphs no element; only the single view's side is the morph's state. Sides of one
    /// conditional (an `if`/`else`) all switch it. A side in a sheet or a pushed screen is no
    /// conditional's: it says nothing of which conditional's side is the single view's.
    package static func elementSides(of parting: [(step: Step, path: Int)], views: [ResolvedView]) -> [(step: Step, path: Int)] {
        let conditionals = Set(parting.compactMap { side -> ScopeKey? in
            if case .branch(let key, _) = side.step { return key } else { return nil }
        })
        guard conditionals.count >= 2 else { return parting }
        let single = parting.filter { side in
            guard case .branch = side.step else { return false }
            return views[side.path].innermostLoop == nil
        }
        return single.isEmpty || single.count == parting.count ? parting : single
    }

    /// For each place where paths part ways, the first step of each side with the index of
    /// the first path that takes it, in order.
    package static func partings(_ paths: [[Step]]) -> [[(step: Step, path: Int)]] {
        final class Node {
            package var children: [Step: Node] = [:]
            package var order: [(step: Step, path: Int)] = []
            /// Some path ends here: it parts ways with every path that goes on.
            package var isEnd = false
        }
        let root = Node()
        for (index, path) in paths.enumerated() {
            var node = root
            for step in path {
                if let next = node.children[step] {
                    node = next
                } else {
                    let next = Node()
                    node.children[step] = next
                    node.order.append((step, index))
                    node = next
                }
            }
            node.isEnd = true
        }
        var result: [[(step: Step, path: Int)]] = []
        var queue = [root]
        while let node = queue.popLast() {
            if node.order.count >= 2 || (node.isEnd && !node.order.isEmpty) { result.append(node.order) }
            for entry in node.order.reversed() { if let child = node.children[entry.step] { queue.append(child) } }
        }
        return result
    }

    /// The names the ForEach loops around a view bind (`row`, `index`).
    package func loopItems(of view: ResolvedView) -> Set<String> {
        var names: Set<String> = []
        for step in view.steps {
            if case .forEach(let key) = step { names.formUnion(context.forEaches[key]?.parameters ?? []) }
        }
        return names
    }

    /// The type a conditional is written in.
    package func type(of conditional: ConditionalFact) -> TypeFacts? {
        context.types[TypeRef(file: conditional.place.file, name: conditional.typeName)]
    }

    /// Every animation fact of a type, in fragment order, with those of its extensions in
    /// other files (a helper method there may hold the `withAnimation`).
    package func animations(in type: TypeFacts) -> [AnimationFact] {
        withExtensions(type).flatMap { part in part.fragmentOrder.flatMap { part.fragments[$0]?.animations ?? [] } }
    }

    /// The events of `type` (and of extensions of it in other files) that change state outside
    /// any `withAnimation`.
    package func unanimatedChanges(in type: TypeFacts) -> [Located<[String: Place]>] {
        withExtensions(type).flatMap(\.unanimatedChanges)
    }

    /// `type`, then its extensions in other files. An extension holds no stored properties; a
    /// type of the same name that does is another app's.
    package func withExtensions(_ type: TypeFacts) -> [TypeFacts] {
        let refs = context.typesByName[type.name] ?? []
        guard refs.count > 1 else { return [type] }
        return [type] + refs.filter { $0.file != type.file }.compactMap { context.types[$0] }.filter(\.properties.isEmpty)
    }

    /// The animation that animates a change of any of `variables` in `type`: a
    /// `.animation(_:value:)` on one of them first, then a `withAnimation` that reads or
    /// writes one, then a `$binding.animation()`, then an `.animation(_:)` without value.
    /// `switching`: the conditional whose switch is asked about; an `.animation` modifier written
    /// inside one of its branches comes and goes with that branch and animates no switch of it.
    package func animation(for variables: [String], in type: TypeFacts, reading paths: Set<String> = [], switching conditional: ScopeKey? = nil) -> AnimationFact? {
        let facts = animations(in: type).filter { Self.mayChange($0, paths, in: type) && !Self.isModifier($0, inside: conditional) }
        let wanted = Set(variables)
        if let modifier = facts.first(where: { if case .valueModifier(let names) = $0.kind { return !wanted.isDisjoint(with: names) } else { return false } }) {
            return modifier
        }
        if let block = facts.first(where: { if case .withAnimation(let names) = $0.kind { return !wanted.isDisjoint(with: names) } else { return false } }) {
            return block
        }
        // `withAnimation { select(item) }`: a method of the type may change the state inside.
        if let block = facts.first(where: { Self.callsOwnMethod($0, of: type) }) {
            return block
        }
        if let binding = facts.first(where: { if case .binding(let name) = $0.kind { return wanted.contains(name) } else { return false } }) {
            return binding
        }
        // A member handed out as a binding (`$router.selected`) is followed by its path.
        if let handed = animationThroughBindings(for: wanted.union(paths.filter { $0.contains(".") }), in: type) { return handed }
        return facts.first { if case .implicitModifier = $0.kind { return true } else { return false } }
    }

    /// An `.animation` modifier written inside a branch of `conditional`.
    static func isModifier(_ fact: AnimationFact, inside conditional: ScopeKey?) -> Bool {
        guard let conditional else { return false }
        switch fact.kind {
        case .valueModifier, .implicitModifier:
            return fact.steps.contains { if case .branch(conditional, _) = $0 { return true } else { return false } }
        case .withAnimation, .binding:
            return false
        }
    }

    /// The animation may change a state read as `paths` (`vm.place`): it changes that member,
    /// one holding it (`vm`) or one inside it, or what it changes is not known (a method of the
    /// view called in the `withAnimation`). Members of one model object are separate states.
    /// `plainStatesToo`: a state read as a plain name (`show`) must be among them too.
    static func mayChange(_ fact: AnimationFact, _ paths: Set<String>, in type: TypeFacts, plainStatesToo: Bool = false) -> Bool {
        guard plainStatesToo || paths.contains(where: { $0.contains(".") }), let changed = fact.changedPaths else { return true }
        if callsOwnMethod(fact, of: type) { return true }
        return changed.contains { change in
            paths.contains { $0 == change || $0.hasPrefix(change + ".") || change.hasPrefix($0 + ".") }
        }
    }

    /// A `withAnimation` calling a method of `type` (`select(item)`): what it changes is not read.
    static func callsOwnMethod(_ fact: AnimationFact, of type: TypeFacts) -> Bool {
        guard case .withAnimation(let names) = fact.kind else { return false }
        return names.contains { type.fragmentParameters[$0] != nil }
    }

    /// How deep bindings handed to child views are followed.
    static let bindingDepth = 4

    /// The animation a child view runs when it changes the state through the binding it is
    /// handed (`DetailView(isShowing: $show)` with `withAnimation { isShowing.toggle() }`),
    /// followed through children that hand the binding on. Only a write or read inside a
    /// `withAnimation`, an `.animation(_:value:)` on it or `$binding.animation()` counts.
    /// Each state of each type is followed once per scan.
    func animationThroughBindings(for variables: Set<String>, in type: TypeFacts) -> AnimationFact? {
        for variable in variables.sorted() {
            let found = bindingAnimations.value("\(type.file):\(type.name):\(variable)") {
                var found: AnimationFact?
                walkBindings(of: variable, in: type) { _, _, depth, handOffs in
                    guard depth < Self.bindingDepth else { return false }
                    found = handOffs.lazy.compactMap { self.animation(ofBinding: $0.label, in: $0.child) }.first
                    return found == nil
                }
                return found
            }
            if let found { return found }
        }
        return nil
    }

    /// Walks breadth first from `variable` of `type` through the child views it is handed to
    /// as a `@Binding`, and the children they hand it on to, each child and binding once (so
    /// linear in the references read), down to `bindingDepth`: `visit` gets each parent with
    /// its name for the state, its depth and its hand-offs, and stops the walk with false.
    func walkBindings(
        of variable: String, in type: TypeFacts,
        _ visit: (_ parent: TypeFacts, _ name: String, _ depth: Int, _ handOffs: [(child: TypeFacts, label: String)]) -> Bool
    ) {
        var queue: [(type: TypeFacts, variable: String, depth: Int)] = [(type, variable, 0)]
        var seen: Set<String> = []
        var index = 0
        while index < queue.count {
            let (parent, name, depth) = queue[index]
            index += 1
            let handOffs = bindingHandOffs(of: name, in: parent)
            guard visit(parent, name, depth, handOffs) else { return }
            guard depth < Self.bindingDepth else { continue }
            for (child, label) in handOffs where seen.insert("\(child.file):\(child.name):\(label)").inserted {
                queue.append((child, label, depth + 1))
            }
        }
    }

    /// The child views `type` hands `variable` to as a `@Binding`, with the child's name for it.
    func bindingHandOffs(of variable: String, in type: TypeFacts) -> [(child: TypeFacts, label: String)] {
        var result: [(child: TypeFacts, label: String)] = []
        for name in type.fragmentOrder {
            for reference in type.fragments[name]?.references ?? [] {
                guard case .type(let childName) = reference.kind, reference.arguments.contains(where: { $0.binding == variable }),
                      let ref = context.lookup(childName, from: type.file, labels: reference.arguments.map(\.label)),
                      let child = context.types[ref], child.name != type.name else { continue }
                for argument in reference.arguments where argument.binding == variable {
                    guard let label = argument.label, child.properties[label]?.attributes.contains("Binding") == true else { continue }
                    result.append((child, label))
                }
            }
        }
        return result
    }

    /// What animates a change of the binding `label` inside `child`.
    func animation(ofBinding label: String, in child: TypeFacts) -> AnimationFact? {
        animations(in: child).first { fact in
            switch fact.kind {
            case .withAnimation(let names):
                // `withAnimation { close() }`: a method of the child may change it inside.
                return names.contains(label) || names.contains { child.fragmentParameters[$0] != nil }
            case .valueModifier(let names): return names.contains(label)
            case .binding(let name): return name == label
            case .implicitModifier: return false
            }
        }
    }

    /// The child views a state is handed to as a binding, when every `$state` of the type goes
    /// to a `@Binding` of a child view the scan reads, and so on down (each child handing it
    /// on only to such children): then nothing else can change it. Nil otherwise (a control,
    /// a modifier or an unread view holds it). The type's own file is not listed.
    package func bindingReceivers(of variable: String, in type: TypeFacts) -> [TypeFacts]? {
        var receivers: [TypeFacts] = []
        var established = true
        walkBindings(of: variable, in: type) { parent, name, depth, handOffs in
            // Every `$state` of the parent goes to a child's `@Binding` the scan reads, near enough.
            guard handOffs.count == parent.bindingUses[name] ?? 0, depth < Self.bindingDepth || handOffs.isEmpty else {
                established = false
                return false
            }
            receivers += handOffs.map(\.child)
            return true
        }
        return established ? receivers : nil
    }

    /// The conditional reads state of its type that an animation changes: a
    /// `withAnimation` writing it, an `.animation(_:value:)` on it, a `$state.animation()`
    /// binding (not the deprecated `.animation(_:)` that animates everything). A condition
    /// on data, a setting or a name bound around one view switches no morph.
    package func isAnimatedState(_ conditional: ConditionalFact) -> Bool {
        stateAnimation(conditional) != nil
    }

    /// The animation that changes the state a conditional reads (see `isAnimatedState`).
    package func stateAnimation(_ conditional: ConditionalFact) -> AnimationFact? {
        guard let type = type(of: conditional) else { return nil }
        let names = conditional.identifiers.filter { type.properties[$0] != nil }
        guard !names.isEmpty else { return nil }
        // Else a model the views share, or the view that hands the state in.
        func elsewhere() -> AnimationFact? {
            sharedModelAnimation(conditional, in: type) ?? handedStateAnimation(for: names, in: type)
        }
        guard let animation = animation(for: names, in: type, reading: statePaths(of: conditional), switching: conditional.key) else { return elsewhere() }
        guard case .implicitModifier = animation.kind else { return animation }
        // The deprecated `.animation(_:)` animates every change below it: the conditional's
        // state when the conditional sits inside the view that carries it.
        return animations(in: type).first { fact in
            guard case .implicitModifier = fact.kind, case .statement(let holder)? = fact.steps.last else { return false }
            return conditional.steps.contains(.statement(holder))
        } ?? elsewhere()
    }

    /// Property wrappers of a model object several views of a scan can hold at once
    /// (`@Environment(Model.self)` among them; `@Environment(\.key)` reads a value).
    package static let sharedModelWrappers: Set<String> = ["EnvironmentObject", "ObservedObject", "StateObject", "Bindable", "Environment"]

    /// The model type a shared-model property holds (`Model` for `@EnvironmentObject var model: Model`),
    /// or an object the scan declares held in `@State` or a plain property (`@State var model =
    /// Model()` of an `@Observable` class, handed to the views that change it).
    static func sharedModelType(_ property: PropertyFact, in context: ScanContext) -> String? {
        guard property.environmentKey == nil else { return nil }
        if !sharedModelWrappers.isDisjoint(with: property.attributes) { return property.modelType }
        guard property.attributes.isEmpty || property.attributes == ["State"], let model = property.modelType else { return nil }
        return context.declaresObject(model) == true ? model : nil
    }

    /// A `@State` read whole (not `model.member`) that no code of its type writes and none hands
    /// out as a binding keeps the value the view was made with (`TopPicks(vertical: true)`): a
    /// conditional reading it picks a layout once and never switches while the view shows.
    /// Only the type's own file is read (an extension elsewhere that writes it leaves the rules
    /// silent, whichever files are scanned with it).
    package func neverChanges(_ name: String, in type: TypeFacts, reading paths: Set<String>) -> Bool {
        guard type.properties[name]?.attributes == ["State"], !paths.contains(where: { $0.hasPrefix(name + ".") }) else { return false }
        return !type.writtenNames.contains(name) && !type.bindingsHandedOut.contains(name)
    }

    /// The property may hold an object (a class instance) whose members other views change:
    /// its type is a class the scan declares, or one it does not declare at all.
    package func mayHoldObject(_ property: PropertyFact) -> Bool {
        guard let model = property.modelType else { return false }
        return context.declaresObject(model) ?? true
    }

    /// A model object the views share (`@EnvironmentObject var model: Model`): the grid switches
    /// `model.isDetailShown` on in a `withAnimation`, and the screen's `if model.isDetailShown`
    /// shows the detail. The animation of another view of the scan that holds the same model
    /// type and switches on the member the conditional reads.
    func sharedModelAnimation(_ conditional: ConditionalFact, in type: TypeFacts) -> AnimationFact? {
        for path in statePaths(of: conditional).sorted() {
            let parts = path.split(separator: ".").map(String.init)
            // An object of a type the scan does not declare, held in `@State`, is shared when
            // other views hold that type as a model (`@Environment(Model.self)`).
            guard parts.count >= 2, let property = type.properties[parts[0]],
                  let model = Self.sharedModelType(property, in: context) ?? (mayHoldObject(property) ? property.modelType : nil) else { continue }
            let found = sharedModelAnimations.value(model + "." + parts[1]) {
                for (holder, name) in sharedModelHolders[model] ?? [] {
                    for fact in animations(in: holder) {
                        guard case .withAnimation(let names) = fact.kind, !fact.defers, names.contains(name),
                              fact.switchedOn.contains(parts[1]) || switchesOn(parts[1], of: model, calling: fact.methodCalls, on: name) else { continue }
                        return fact
                    }
                }
                return nil
            }
            if let found { return found }
        }
        return nil
    }

    /// One of `calls` (`vm.open`, on the holder's `name`) is a method of the model type that
    /// switches `member` on (`func open(_ item:) { selected = item }`).
    func switchesOn(_ member: String, of model: String, calling calls: Set<String>, on name: String) -> Bool {
        guard !calls.isEmpty, let refs = context.typesByName[model.split(separator: ".").last.map(String.init) ?? model] else { return false }
        return calls.contains { call in
            guard call.hasPrefix(name + ".") else { return false }
            let method = String(call.dropFirst(name.count + 1))
            return refs.contains { context.types[$0]?.methodSwitches[method]?.contains(member) == true }
        }
    }

    /// The conditional reads view state of its type (`@State`, `@Binding`, an observed
    /// model...), not only parameters, plain properties or names bound around it.
    package func readsViewState(_ conditional: ConditionalFact) -> Bool {
        guard let type = type(of: conditional) else { return false }
        return conditional.identifiers.contains { type.properties[$0].map { !$0.attributes.isEmpty } ?? false }
    }

    /// The top-level statements of what a statement shows when it is a child view
    /// (`Detail(item: item)`: its `body`) or a view fragment of `type` (`detailView`), with
    /// the type they are written in; nil when herocat did not read it.
    package func body(of statement: StatementFact, in type: TypeFacts?) -> ([ScopeKey], TypeFacts)? {
        if let type, let fragment = type.fragments[statement.root], !fragment.rootStatements.isEmpty {
            return (fragment.rootStatements, type)
        }
        guard let ref = context.lookup(statement.root, from: statement.place.file), let child = context.types[ref],
              let body = child.fragments["body"], !body.rootStatements.isEmpty else { return nil }
        return (body.rootStatements, child)
    }

    /// A child view whose body is one `if` or `switch` (`if selected != nil { VStack { … } }
    /// else { EmptyView() }`): the statements of the branches `transition`'s views take, with
    /// the child's type. Nil when the body has top-level views or none of those branches.
    package func bodyBranches(of statement: StatementFact, on transition: TransitionModel) -> ([ScopeKey], TypeFacts)? {
        guard let ref = context.lookup(statement.root, from: statement.place.file), let child = context.types[ref],
              let body = child.fragments["body"], body.rootStatements.isEmpty else { return nil }
        let taken = Set(transition.views.flatMap(\.stateKey))
        var statements: [ScopeKey] = []
        for key in body.conditionals {
            guard let conditional = context.conditionals[key], conditional.steps.isEmpty else { continue }
            for (index, branch) in conditional.branches.enumerated() where taken.contains(.branch(key, index)) {
                statements += branch.statements
            }
        }
        return statements.isEmpty ? nil : (statements, child)
    }

    /// The id reads what each use of its view is given (`"\(viewId)Icon"` in a child view
    /// with `let viewId`, a helper's parameter): two uses need not share it.
    package func idReadsUseInput(_ view: ResolvedView) -> Bool {
        guard let type = context.types[view.writtenIn] else { return false }
        let parameters = Set(type.fragmentParameters.values.joined().map(\.name))
        return view.fact.idIdentifiers.contains { name in
            parameters.contains(name) || (type.properties[name].map { $0.attributes.isEmpty } ?? false)
        }
    }

    /// A branch around the view, in the view that writes it, reads a `@Binding` of that view:
    /// the state each use hands in.
    package func branchReadsHandedBinding(_ view: ResolvedView) -> Bool {
        guard let type = context.types[view.writtenIn] else { return false }
        return view.stateKey.contains { step in
            guard case .branch(let key, _) = step, let conditional = context.conditionals[key], self.type(of: conditional)?.name == type.name else { return false }
            return conditional.identifiers.contains { type.properties[$0]?.attributes == ["Binding"] }
        }
    }

    /// A branch on the view's path compares something each use of its view hands in with
    /// another value (`if tab == selected` in a `TabButton(tab:)` used once per tab): each use
    /// shows it for its own value, so two uses need not show it at once. An input is a plain
    /// property, a view function's parameter or a `@State` only its uses set.
    package func branchComparesUseInput(_ view: ResolvedView) -> Bool {
        guard let type = context.types[view.writtenIn] else { return false }
        let parameters = Set(type.fragmentParameters.values.joined().map(\.name))
        return view.stateKey.contains { step in
            guard case .branch(let key, _) = step, let conditional = context.conditionals[key], conditional.condition.contains("==") else { return false }
            return conditional.identifiers.contains { name in
                parameters.contains(name) || type.properties[name].map { $0.attributes.isEmpty } == true
                    || neverChanges(name, in: type, reading: [name])
            }
        }
    }

    /// The state a conditional reads, to the member: `config.expand` in `if config.expand`,
    /// `selected` in `if let item = selected`. Two conditionals switched by one state
    /// change read one path in common; `config.expand` and `config.showContent` are two.
    package func statePaths(of conditional: ConditionalFact) -> Set<String> {
        let variables = Set(stateVariables(of: conditional))
        return Set(Self.memberPaths(in: conditional.condition).filter { path in
            variables.contains(path.split(separator: ".").first.map(String.init) ?? path)
        })
    }

    /// The names and member paths an expression's text reads, `self.` dropped:
    /// `config.expand` and `show` in `config.expand && self.show`.
    package static func memberPaths(in text: String) -> [String] {
        var paths: [String] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index] == "_",
                  index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" || characters[index - 1] == ".") else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "." { end += 1 }
            var path = String(characters[index..<end])
            if path.hasPrefix("self.") { path.removeFirst(5) }
            while path.hasSuffix(".") { path.removeLast() }
            paths.append(path)
            index = end
        }
        return paths
    }

    /// The state variables that switch a transition, and the animation that animates them.
    package func driver(of transition: TransitionModel) -> (variables: [String], animation: AnimationFact?) {
        let conditionals = switchingConditionals(of: transition)
        var variables: [String] = []
        var animation: AnimationFact?
        for conditional in conditionals {
            let names = stateVariables(of: conditional)
            for name in names where !variables.contains(name) { variables.append(name) }
            if animation == nil, let type = type(of: conditional) {
                animation = self.animation(for: names, in: type)
            }
        }
        if conditionals.isEmpty {
            // No branch: the views switch isSource (`isSource: selected == tab`).
            for view in transition.views {
                if case .expression(_, let names) = view.fact.isSource {
                    for name in names where !variables.contains(name) { variables.append(name) }
                }
            }
            if let type = context.types[transition.owner] {
                animation = self.animation(for: variables, in: type)
            }
        }
        return (variables, animation)
    }

    /// When a transition on a view starts, in seconds after the state change: the delays
    /// of the animation it runs on, as the interpolation core counts them. Nil when the
    /// expression is not one herocat reads.
    package func startTime(ofAnimation source: String?) -> Double? {
        guard let source else { return 0 }
        guard let animation = CodeAnimation.parse(source) else { return nil }
        return AnimationEvaluator(animation).startTime
    }
}

package func commonPrefixLength(_ a: [Step], _ b: [Step]) -> Int {
    var count = 0
    while count < a.count, count < b.count, a[count] == b[count] { count += 1 }
    return count
}

/// Animation expressions as code writes them, read with the spec grammar.
package enum CodeAnimation {
    /// `.smooth(duration: 0.45)`, `Animation.spring(...)`, `.default` → MotionCore's Animation.
    package static func parse(_ source: String) -> Animation? {
        try? Animation.parse(specSource(source))
    }

    /// The expression as a spec writes it: the leading dot and an `Animation.` prefix dropped.
    package static func specSource(_ source: String) -> String {
        var text = source.trimmingSpaces
        if text.hasPrefix("Animation.") { text.removeFirst("Animation.".count) }
        if text.hasPrefix("SwiftUI.Animation.") { text.removeFirst("SwiftUI.Animation.".count) }
        if text.hasPrefix(".") { text.removeFirst() }
        return text
    }
}
