import SpecModel

/// A type, by the file that declares it and its name.
package struct TypeRef: Hashable, Sendable {
    package var file: Int
    package var name: String

    package init(file: Int, name: String) {
        self.file = file
        self.name = name
    }
}

/// A matched view placed in a transition: the view as written, where it was written, and
/// its whole path from the namespace owner's fragments (through fragments and child views).
package struct ResolvedView: Sendable {
    package var fact: ViewFact
    /// The type whose source holds the call.
    package var writtenIn: TypeRef
    /// The path from the namespace owner down to the view.
    package var steps: [Step]
    /// `steps` kept to those that pick a state: branches, destinations, presentations.
    package var stateKey: [Step]
    /// Other files whose declarations the view's symbolic id was read through (a model's
    /// property types): findings about it need them.
    package var readsFiles: [Int] = []
    /// The helper the view is written in, when its type's `body` is not in the scan (an
    /// extension of a view declared elsewhere): where that body places each helper is unknown.
    package var helperOfUnreadBody: String? = nil

    package init(fact: ViewFact, writtenIn: TypeRef, steps: [Step]) {
        self.fact = fact
        self.writtenIn = writtenIn
        self.steps = steps
        self.stateKey = steps.filter(\.isStateStep)
    }

    /// A view whose branches may read what each use is given (`readsUseInput`): such a
    /// branch is a state of that use, so the use it is reached through joins its state key
    /// (the highlight under `if selected == tab` in two `TabButton`s is two states, not one).
    package init(fact: ViewFact, writtenIn: TypeRef, steps: [Step], readsUseInput: (ScopeKey) -> Bool) {
        self.init(fact: fact, writtenIn: writtenIn, steps: steps)
        var key: [Step] = []
        var use: Step?
        for step in steps {
            if step.isInstance { use = step }
            if case .branch(let conditional, _) = step, readsUseInput(conditional), let through = use {
                key.append(through)
                use = nil
            }
            if step.isStateStep { key.append(step) }
        }
        self.stateKey = key
    }

    package var place: Place { fact.place }
    package var isGeometry: Bool { fact.kind == .geometry }

    /// The innermost ForEach step on the path, if any.
    package var innermostLoop: ScopeKey? {
        for step in steps.reversed() {
            if case .forEach(let key) = step { return key }
        }
        return nil
    }

    /// The innermost ForEach step, when it is written in the same fragment as the view (no
    /// fragment or child view in between, whose arguments could make the id vary per item).
    /// A constant id is the same through any use, so a child view repeated by a parent's
    /// ForEach repeats it too.
    private var ownLoopIndex: Int? {
        guard let loopIndex = steps.lastIndex(where: \.isForEach) else { return nil }
        if fact.idShape.isKnown { return loopIndex }
        let throughInstance = steps[(loopIndex + 1)...].contains(where: \.isInstance)
        return throughInstance ? nil : loopIndex
    }

    /// The view is repeated by a ForEach with an id that does not change from item to item:
    /// the id can move from one item's copy to another's (a tab indicator under
    /// `if selected == tab`).
    package var loopRepeatsItsID: Bool {
        ownLoopIndex != nil && !fact.idUsesLoopVariable
    }

    /// The view is repeated by a ForEach with an id that does not change from item to item,
    /// and no branch inside the loop picks one item: every item's copy has the same id at once.
    package var repeatsOneID: Bool {
        guard let loopIndex = ownLoopIndex, !fact.idUsesLoopVariable else { return false }
        return !steps[(loopIndex + 1)...].contains(where: \.isBranch)
    }

    package var inDestination: Bool {
        stateKey.contains { if case .destination = $0 { return true } else { return false } }
    }
    /// In a sheet, cover or popover: a view hierarchy of its own.
    package var inPresentation: Bool {
        stateKey.contains { if case .presentation = $0 { return true } else { return false } }
    }
}

/// A `.transition(...)` reached from a namespace owner, with its whole path.
package struct ResolvedFade: Sendable {
    package var fact: TransitionFact
    package var steps: [Step]

    package init(fact: TransitionFact, steps: [Step]) {
        self.fact = fact
        self.steps = steps
    }
}

/// A transition found in source: the views one namespace matches (or, for a swap, a
/// conditional that swaps views with no matched geometry at all).
package struct TransitionModel: Sendable {
    package enum Origin: Sendable {
        /// An `@Namespace` property of `owner`.
        case namespace(PropertyFact)
        /// A namespace the views receive (`Namespace.ID`) from a parent herocat did not find,
        /// or one it cannot trace: branch-dependent rules are not checked.
        case received(String)
        /// A conditional swapping views without any matched geometry.
        case swap(ScopeKey)
    }

    package let name: String
    package let owner: TypeRef
    package let origin: Origin
    package let views: [ResolvedView]
    /// The `.transition`s in the owner's views (and the fragments and child views reached).
    package let fades: [ResolvedFade]
    /// Distinct state keys of the views, in the order views appear.
    package let states: [[Step]]

    /// Ids in first-appearance order.
    package let idKeys: [String]
    /// The indices into `views` of each id's views.
    private let viewsByID: [String: [Int]]

    /// The namespace reaches code herocat did not follow, where more of its views may be.
    package let partnersMayBeElsewhere: Bool
    /// The files of the child views the namespace was handed to and followed into, whether
    /// they match any of its ids or not: a finding that none match needs them.
    package let childFiles: [Int]
    /// State keys holding a view whose id herocat cannot know, each with what is known of those ids.
    private let unknownIDStates: [(state: [Step], ids: [UnknownID])]

    package init(name: String, owner: TypeRef, origin: Origin, views: [ResolvedView], fades: [ResolvedFade], partnersMayBeElsewhere: Bool = false, childFiles: [Int] = []) {
        self.name = name
        self.childFiles = childFiles
        self.owner = owner
        self.origin = origin
        let views = Self.pairingPickedItem(Self.pickingSymbolChoices(views))
        self.views = views
        self.fades = fades
        self.partnersMayBeElsewhere = partnersMayBeElsewhere
        var unknown: [(state: [Step], ids: [UnknownID])] = []
        var unknownIndex: [[Step]: Int] = [:]
        for view in views where !view.fact.idShape.isKnown {
            let id = UnknownID(view.fact.idSource)
            if let at = unknownIndex[view.stateKey] {
                unknown[at].ids.append(id)
            } else {
                unknownIndex[view.stateKey] = unknown.count
                unknown.append((view.stateKey, [id]))
            }
        }
        self.unknownIDStates = unknown
        var states: [[Step]] = []
        var seenStates: Set<[Step]> = []
        for view in views where seenStates.insert(view.stateKey).inserted { states.append(view.stateKey) }
        self.states = states
        var keys: [String] = []
        var byID: [String: [Int]] = [:]
        // Views with one id key, or one symbolic key (`item.id` and `selected.id`, both
        // `Recipe.id`), are one id: grouped under the key of the first view met.
        // So are a child view's id read through the loop item it was handed and the loop's own.
        var groupOfSymbol: [String: String] = [:]
        var groupOfLoopKey: [String: String] = [:]
        for (index, view) in views.enumerated() {
            var key = view.fact.idKey
            if byID[key] == nil, let symbol = view.fact.symbolicKey, let group = groupOfSymbol[symbol] { key = group }
            if byID[key] == nil, let group = groupOfLoopKey[key] { key = group }
            if byID[key] == nil, let loopKey = view.fact.loopItemKey { key = byID[loopKey] != nil ? loopKey : groupOfLoopKey[loopKey] ?? key }
            if let symbol = view.fact.symbolicKey, groupOfSymbol[symbol] == nil { groupOfSymbol[symbol] = key }
            if let loopKey = view.fact.loopItemKey, groupOfLoopKey[loopKey] == nil { groupOfLoopKey[loopKey] = key }
            if byID[key] == nil { keys.append(key) }
            byID[key, default: []].append(index)
        }
        self.idKeys = keys
        self.viewsByID = byID
    }

    /// Names this transition among all of a scan's: its owner's file, its name, and what made it
    /// (an owned namespace and the views a received one gathers may share a name).
    package var memoKey: String {
        switch origin {
        case .namespace: return "\(owner.file):\(name):owned"
        case .received: return "\(owner.file):\(name):received"
        case .swap(let key): return "\(owner.file):\(name):swap\(key)"
        }
    }

    package var namespaceName: String? {
        switch origin {
        case .namespace(let property): return property.name
        case .received(let name): return name
        case .swap: return nil
        }
    }

    /// The namespace is owned here, so the states are all visible: branch rules apply.
    package var seesAllStates: Bool {
        if case .namespace = origin { return true }
        return false
    }

    package func views(withID key: String) -> [ResolvedView] {
        (viewsByID[key] ?? []).map { views[$0] }
    }

    /// The state steps on every one of `views`' paths: branches around all of them, shown in
    /// each state they move between (`if isVisible` around a whole player).
    /// With `byUse`, a branch the state key ties to a use (`if chosen == tab` in each
    /// `TabButton`) is that use's own: the same branch through two uses is two states, around
    /// neither view.
    package static func stepsAround(_ views: [ResolvedView], byUse: Bool = false) -> Set<Step> {
        guard let first = views.first else { return [] }
        func tied(_ view: ResolvedView) -> Set<[Step]> {
            var steps: Set<[Step]> = []
            var use: Step?
            for step in view.stateKey {
                if byUse, step.isInstance { use = step; continue }
                steps.insert(use.map { [$0, step] } ?? [step])
                use = nil
            }
            return steps
        }
        let common = views.dropFirst().reduce(into: tied(first)) { $0.formIntersection(tied($1)) }
        return Set(common.compactMap(\.last))
    }

    /// An id is shared when it can move from one view to another: views of it in two
    /// states, two views of it (a position-only indicator switching isSource), a ForEach
    /// repeating it, or a zoom source with its destination.
    /// `loopMoves: false` leaves out the move between a loop's items (for a loop whose item
    /// is picked with the state that shows it).
    package func isShared(_ key: String, loopMoves: Bool = true) -> Bool {
        let group = views(withID: key)
        if group.count >= 2 { return true }
        return loopMoves && group.contains { $0.loopRepeatsItsID }
    }

    /// Shared, or it may be: herocat cannot know the id's value and another view it could
    /// equal is in another state or follows (`isSource: false`), or a view whose id herocat
    /// cannot know sits in another state or follows and may carry this value. When herocat
    /// cannot know, it says nothing.
    package func mayBeShared(_ key: String, loopMoves: Bool = true) -> Bool {
        if isShared(key, loopMoves: loopMoves) { return true }
        let group = views(withID: key)
        // `"text\(card.id)"`: only an id of the same literal frame, or one herocat cannot read
        // at all, can take its value. When no other view has one, it is matched nowhere else.
        if let frame = group.first.flatMap({ IdFrame($0.fact.idSource) }),
           group.allSatisfy({ IdFrame($0.fact.idSource) == frame }),
           !views.contains(where: { other in
               !group.contains { $0.place == other.place } && (IdFrame(other.fact.idSource).map(frame.overlaps) ?? frame.mayEqual(other.fact))
           }) {
            return false
        }
        // An id read from a loop's item follows the item: when the data changes, the item's
        // view leaves one place (a row, a list) and its partner appears in another.
        if group.contains(where: { $0.fact.idUsesLoopVariable || ($0.innermostLoop != nil && !$0.fact.idShape.isKnown) }) { return true }
        let hasFollower = views.contains { !$0.fact.isSource.isCertainlySource }
        if group.contains(where: { !$0.fact.idShape.isKnown }) {
            return hasFollower || states.count >= 2
        }
        // A known id may be taken by one herocat cannot know, unless that one is a template
        // whose frame it does not fit (`"title"` is never `"title\(recipe.label)"`) or a model's
        // identity (`"icon"` is never `coin.id`).
        let unknownStates = unknownIDStates.filter { _, ids in
            ids.contains { id in group.contains { id.mayEqual($0.fact) } }
        }.map(\.state)
        if unknownStates.isEmpty { return false }
        // Two distinct unknown states always include one that differs from any view's state.
        if unknownStates.count >= 2 || hasFollower { return true }
        return group.contains { view in unknownStates.contains { $0 != view.stateKey } }
    }

    package var place: Place? {
        switch origin {
        case .namespace(let property): return property.place
        default: return views.first?.place
        }
    }
}

/// Everything a scan read, merged across files, and the transitions found in it.
package final class ScanContext: Sendable {
    package let files: [FileFacts]
    package let conditionals: [ScopeKey: ConditionalFact]
    package let statements: [ScopeKey: StatementFact]
    /// The conditionals written directly in a stack's content, by the stack's statement, in source order.
    package let conditionalsInStatement: [ScopeKey: [ScopeKey]]
    package let forEaches: [ScopeKey: ForEachFact]
    package let containers: [ScopeKey: ContainerFact]
    package let destinations: [ScopeKey: Place]
    /// Every file's `memberTypes`, with the first file that assigns each; a member two
    /// files type differently has none.
    package let memberTypes: [String: (type: String, file: Int)]
    package let types: [TypeRef: TypeFacts]
    package let typesByName: [String: [TypeRef]]
    /// Types shown in a widget or Live Activity.
    package let widgetHosted: Set<TypeRef>
    /// For each type name, the names of the types whose views use it.
    package let usersOfType: [String: Set<String>]
    /// The names of the classes and actors the scan declares.
    private let objectNames: Set<String>

    package init(files: [FileFacts]) {
        self.files = files
        // The facts by scope key and the types are gathered on two cores: neither reads the other.
        let (facts, typed) = inParallel({ Self.factsByKey(files) }, { Self.typeIndex(files) })
        self.conditionals = facts.conditionals
        self.statements = facts.statements
        self.conditionalsInStatement = facts.conditionalsInStatement
        self.forEaches = facts.forEaches
        self.containers = facts.containers
        self.destinations = facts.destinations
        self.memberTypes = typed.memberTypes
        self.types = typed.types
        self.typesByName = typed.typesByName
        self.widgetHosted = typed.widgetHosted
        self.usersOfType = typed.usersOfType
        self.objectNames = typed.objectNames
    }

    private struct FactsByKey {
        var conditionals: [ScopeKey: ConditionalFact] = [:]
        var statements: [ScopeKey: StatementFact] = [:]
        var conditionalsInStatement: [ScopeKey: [ScopeKey]] = [:]
        var forEaches: [ScopeKey: ForEachFact] = [:]
        var containers: [ScopeKey: ContainerFact] = [:]
        var destinations: [ScopeKey: Place] = [:]
    }

    private static func factsByKey(_ files: [FileFacts]) -> FactsByKey {
        var merged = FactsByKey()
        // Sized once: growing them file by file rehashes every fact many times over.
        merged.conditionals.reserveCapacity(files.reduce(0) { $0 + $1.conditionals.count })
        merged.statements.reserveCapacity(files.reduce(0) { $0 + $1.statements.count })
        for file in files {
            merged.conditionals.merge(file.conditionals) { first, _ in first }
            merged.statements.merge(file.statements) { first, _ in first }
            merged.forEaches.merge(file.forEaches) { first, _ in first }
            merged.containers.merge(file.containers) { first, _ in first }
            merged.destinations.merge(file.destinations) { first, _ in first }
        }
        for conditional in merged.conditionals.values.sorted(by: { $0.place < $1.place }) {
            if case .statement(let holder)? = conditional.steps.last { merged.conditionalsInStatement[holder, default: []].append(conditional.key) }
        }
        return merged
    }

    private struct TypeIndex {
        var memberTypes: [String: (type: String, file: Int)] = [:]
        var types: [TypeRef: TypeFacts] = [:]
        var typesByName: [String: [TypeRef]] = [:]
        var widgetHosted: Set<TypeRef> = []
        var usersOfType: [String: Set<String>] = [:]
        var objectNames: Set<String> = []
    }

    private static func typeIndex(_ files: [FileFacts]) -> TypeIndex {
        var index = TypeIndex()
        index.types.reserveCapacity(files.reduce(0) { $0 + $1.types.count })
        for file in files {
            for (member, type) in file.memberTypes {
                if let known = index.memberTypes[member] {
                    if known.type != type { index.memberTypes[member] = ("", known.file) }
                } else {
                    index.memberTypes[member] = (type, file.index)
                }
            }
            for type in file.types {
                let ref = TypeRef(file: file.index, name: type.name)
                index.types[ref] = type
                if !type.name.isEmpty { index.typesByName[type.name, default: []].append(ref) }
            }
        }
        readThroughInitializers(&index.types, typesByName: index.typesByName)
        typeMembersHandedOn(index.types, typesByName: index.typesByName, files: files, into: &index.memberTypes)
        index.widgetHosted = hosted(types: index.types, typesByName: index.typesByName, files: files)
        for type in index.types.values where !type.name.isEmpty {
            for fragment in type.fragments.values {
                for reference in fragment.references {
                    if case .type(let name) = reference.kind { index.usersOfType[name, default: []].insert(type.name) }
                }
            }
        }
        index.objectNames = Set(index.types.values.lazy.filter(\.isObject).map(\.name))
        return index
    }

    /// A call to a view with an `init` of its own (`OpenPlayer(namespace: ns)` storing it as
    /// `nspace`) is read with each argument label replaced by the property it sets.
    private static func readThroughInitializers(_ types: inout [TypeRef: TypeFacts], typesByName: [String: [TypeRef]]) {
        // Only a call to a name that some type with an `init` of its own has can change; the
        // rest are left alone, not copied (most of a large scan).
        let namesWithInit = Set(types.values.lazy.filter { !$0.initLabels.isEmpty }.map(\.name))
        guard !namesWithInit.isEmpty else { return }
        func initLabels(_ name: String, from file: Int) -> [String: String]? {
            guard namesWithInit.contains(name), let candidates = typesByName[name] else { return nil }
            let ref = candidates.first { $0.file == file } ?? (candidates.count == 1 ? candidates[0] : nil)
            return ref.flatMap { types[$0]?.initLabels }
        }
        for ref in Array(types.keys) {
            guard let type = types[ref] else { continue }
            var renames: [(fragment: String, reference: Int, argument: Int, property: String)] = []
            for (name, fragment) in type.fragments {
                for (index, reference) in fragment.references.enumerated() {
                    guard case .type(let childName) = reference.kind, let labels = initLabels(childName, from: ref.file) else { continue }
                    for (argument, given) in reference.arguments.enumerated() {
                        guard let label = given.label, let property = labels[label] else { continue }
                        renames.append((name, index, argument, property))
                    }
                }
            }
            for rename in renames {
                types[ref]!.fragments[rename.fragment]!.references[rename.reference].arguments[rename.argument].label = rename.property
            }
        }
    }

    /// `card` typed only as `CardModel.selected` (after `model.selected = card`) handed to
    /// `CardView(card: card)`, which declares `card: Card`: the member holds a `Card`. A member
    /// two calls type differently has none, as with assignments.
    private static func typeMembersHandedOn(
        _ types: [TypeRef: TypeFacts], typesByName: [String: [TypeRef]], files: [FileFacts], into memberTypes: inout [String: (type: String, file: Int)]
    ) {
        var found: [String: (type: String, file: Int)] = [:]
        let handingOn = types.compactMap { ref, type in
            type.fragments.values.contains { $0.references.contains { $0.arguments.contains { $0.memberType != nil } } } ? ref : nil
        }
        // In a fixed order: the file a member's type is read from is named by findings.
        for ref in handingOn.sorted(by: { ($0.file, $0.name) < ($1.file, $1.name) }) {
            guard let type = types[ref] else { continue }
            for fragment in type.fragmentOrder.compactMap({ type.fragments[$0] }) {
                for reference in fragment.references {
                    guard case .type(let childName) = reference.kind else { continue }
                    for argument in reference.arguments {
                        guard let member = argument.memberType, memberTypes[member] == nil, let label = argument.label,
                              let child = lookup(childName, from: ref.file, typesByName: typesByName, files: files),
                              let held = types[child]?.properties[label]?.modelType, !held.contains(".") else { continue }
                        if let known = found[member] {
                            if known.type != held { found[member] = ("", known.file) }
                        } else {
                            found[member] = (held, child.file)
                        }
                    }
                }
            }
        }
        memberTypes.merge(found) { first, _ in first }
    }

    package func file(_ index: Int) -> FileFacts { files[index] }

    /// Whether the scan declares `name` as a class or actor; nil when it declares no type of that name.
    package func declaresObject(_ name: String) -> Bool? {
        let last = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        guard typesByName[last]?.isEmpty == false else { return nil }
        return objectNames.contains(last)
    }

    /// The views that place `type`: `usersOfType` by name, less those whose use resolves to
    /// another type of that name (each file's own `private struct Panel`).
    package func users(of type: TypeRef) -> Set<String> {
        let named = usersOfType[type.name] ?? []
        guard (typesByName[type.name]?.count ?? 0) > 1 else { return named }
        return named.filter { userName in
            (typesByName[userName] ?? []).contains { user in
                types[user]?.fragments.values.contains { $0.references.contains { $0.kind == .type(type.name) } } == true
                    && lookup(type.name, from: user.file).map { $0 == type } ?? true
            }
        }
    }

    /// The type named `name` as seen from `file`: the one declared there, else the only
    /// one of that name in the scan; nil when unknown or ambiguous.
    package func lookup(_ name: String, from file: Int) -> TypeRef? {
        Self.lookup(name, from: file, typesByName: typesByName, files: files)
    }

    static func lookup(_ name: String, from file: Int, typesByName: [String: [TypeRef]], files: [FileFacts]) -> TypeRef? {
        guard let candidates = typesByName[name] else { return nil }
        if let local = candidates.first(where: { $0.file == file }) { return local }
        return candidates.count == 1 ? candidates[0] : nearest(candidates, to: file, files: files)
    }

    /// Of several declarations of one name (two copies of a sample app in one repository), the
    /// only one in the folder nearest `file`'s: the one sharing the most folders with it.
    package static func nearest(_ candidates: [TypeRef], to file: Int, files: [FileFacts]) -> TypeRef? {
        let path = files[file].path
        let depths = candidates.map { sharedFolders(path, files[$0.file].path) }
        guard let deepest = depths.max(), depths.filter({ $0 == deepest }).count == 1 else { return nil }
        return candidates[depths.firstIndex(of: deepest)!]
    }

    /// How many leading folders two file paths share (`App/Views/Card.swift` and
    /// `App/Models/Card.swift`: one), read byte by byte: a scan of many copies of one app
    /// looks a name up among hundreds of files, and splitting every path each time cost more
    /// than the rules.
    static func sharedFolders(_ first: String, _ second: String) -> Int {
        let slash = UInt8(ascii: "/")
        var count = 0, previous: UInt8 = slash
        for (a, b) in zip(first.utf8, second.utf8) {
            guard a == b else { break }
            // A folder ends at a slash after a name (`//` and a leading `/` name no folder).
            if a == slash, previous != slash { count += 1 }
            previous = a
        }
        return count
    }

    /// The type a call `name(label: ...)` creates, as seen from `file`: as `lookup`, and when
    /// several files declare the name (a stale copy beside the real view), the only one
    /// whose stored properties take every argument label of the call.
    package func lookup(_ name: String, from file: Int, labels: [String?]) -> TypeRef? {
        if let found = lookup(name, from: file) { return found }
        guard let candidates = typesByName[name], candidates.count > 1 else { return nil }
        let named = labels.compactMap { $0 }
        guard named.count == labels.count, !named.isEmpty else { return nil }
        let fitting = candidates.filter { ref in named.allSatisfy { types[ref]?.properties[$0] != nil } }
        return fitting.count == 1 ? fitting[0] : nil
    }

    /// Types a widget shows: those a `Widget` uses, those used inside a widget or Live
    /// Activity configuration closure, and whatever they use in turn.
    private static func hosted(types: [TypeRef: TypeFacts], typesByName: [String: [TypeRef]], files: [FileFacts]) -> Set<TypeRef> {
        func lookup(_ name: String, from file: Int) -> TypeRef? {
            Self.lookup(name, from: file, typesByName: typesByName, files: files)
        }
        var hosted: Set<TypeRef> = []
        var queue: [TypeRef] = []
        for (ref, type) in types {
            if type.isWidget { hosted.insert(ref); queue.append(ref) }
            for fragment in type.fragments.values {
                for reference in fragment.references where reference.steps.contains(.widget) {
                    if case .type(let name) = reference.kind, let child = lookup(name, from: ref.file), hosted.insert(child).inserted {
                        queue.append(child)
                    }
                }
            }
        }
        while let ref = queue.popLast() {
            guard let type = types[ref] else { continue }
            for fragment in type.fragments.values {
                for reference in fragment.references {
                    if case .type(let name) = reference.kind, let child = lookup(name, from: ref.file), hosted.insert(child).inserted {
                        queue.append(child)
                    }
                }
            }
        }
        return hosted
    }

    /// The conditional a branch step belongs to.
    package func conditional(of step: Step) -> ConditionalFact? {
        if case .branch(let key, _) = step { return conditionals[key] }
        return nil
    }

    /// True when the view sits in a widget or Live Activity.
    package func isInWidget(_ view: ResolvedView, transition: TransitionModel) -> Bool {
        view.steps.contains(.widget) || widgetHosted.contains(view.writtenIn) || widgetHosted.contains(transition.owner)
    }
}
