import SpecModel
import Validation

/// Builds transitions from the facts of every file: for each `@Namespace`, the views that
/// use it, followed through the owner's view fragments (`detailView`, `grid()`) and into
/// child views it hands the namespace to (`MiniBar(ns: ns)`), each with its whole path.
struct Resolver {
    let context: ScanContext
    /// `environmentPaths(in:)` of the scan.
    let environmentPaths: [String: Set<String>]

    /// Declarations with no stored properties and no `body` (a view's `extension` in a file of
    /// its own), by type name, in file order: where a helper missing from a type may be declared.
    let extensionsByName: [String: [TypeRef]]

    init(context: ScanContext) {
        self.context = context
        self.environmentPaths = Self.environmentPaths(in: context)
        var extensions: [String: [TypeRef]] = [:]
        for (ref, type) in context.types where type.properties.isEmpty && type.fragments["body"] == nil && !type.name.isEmpty {
            extensions[type.name, default: []].append(ref)
        }
        self.extensionsByName = extensions.mapValues { $0.sorted { $0.file < $1.file } }
    }
    /// How deep fragments and child views are followed.
    static let maximumDepth = 16

    /// Views already placed in a transition, by where they are written.
    private struct ViewID: Hashable {
        var type: TypeRef
        var fragment: String
        var index: Int
    }

    func transitions() -> [TransitionModel] {
        var result: [TransitionModel] = []
        var claimed: Set<ViewID> = []
        let scaffolding = previewScaffolding()

        // 1. Every @Namespace with the views that use it. Each is followed on its own, in
        // parallel (following one only adds to `claimed`, never reads it), kept in file order.
        var roots: [(file: FileFacts, type: TypeFacts, namespace: PropertyFact)] = []
        for file in context.files {
            for type in file.types where !type.name.isEmpty && type.properties.values.contains(where: \.isNamespace) {
                guard !type.isPreview, !scaffolding.contains(type.name) else { continue }
                for namespace in type.namespaces { roots.append((file, type, namespace)) }
            }
        }
        let followed = parallelMap(roots) { root -> (model: TransitionModel?, claimed: Set<ViewID>) in
            let ref = TypeRef(file: root.file.index, name: root.type.name)
            var found = Found()
            var claimed: Set<ViewID> = []
            collect(ref, aliases: [root.namespace.name], environment: [], substitutions: [:], prefix: [], depth: 0, stack: [], into: &found, claimed: &claimed)
            guard !found.views.isEmpty else { return (nil, claimed) }
            return (TransitionModel(
                name: "\(root.file.fileName):\(root.type.name)/\(root.namespace.name)", owner: ref,
                origin: .namespace(root.namespace), views: found.views, fades: found.fades,
                partnersMayBeElsewhere: found.handedOut, childFiles: found.childFiles
            ), claimed)
        }
        for (model, views) in followed {
            claimed.formUnion(views)
            if let model { result.append(model) }
        }

        // 2. Views whose namespace herocat cannot trace to an @Namespace it read.
        for file in context.files {
            for type in file.types where !type.isPreview && !scaffolding.contains(type.name) {
                let ref = TypeRef(file: file.index, name: type.name)
                var groups: [(namespace: String, views: [ResolvedView])] = []
                var paths: [String: [Step]]?   // walked for the first unclaimed view only
                for name in type.fragmentOrder {
                    guard let fragment = type.fragments[name] else { continue }
                    for (index, view) in fragment.views.enumerated() where !claimed.contains(ViewID(type: ref, fragment: name, index: index)) {
                        if paths == nil { paths = fragmentPaths(of: type) }
                        var resolved = ResolvedView(fact: view, writtenIn: ref, steps: (paths?[name] ?? []) + view.steps)
                        if type.fragments["body"] == nil { resolved.helperOfUnreadBody = name }
                        if let group = groups.firstIndex(where: { $0.namespace == view.namespace }) {
                            groups[group].views.append(resolved)
                        } else {
                            groups.append((view.namespace, [resolved]))
                        }
                    }
                }
                for group in groups {
                    let owner = type.name.isEmpty ? "(top level)" : type.name
                    result.append(TransitionModel(
                        name: "\(file.fileName):\(owner)/\(group.namespace)", owner: ref,
                        origin: .received(group.namespace), views: group.views.sorted { $0.place < $1.place }, fades: []
                    ))
                }
            }
        }

        // 3. Conditionals that swap views with a spatial transition and share nothing.
        var matchedBranches: Set<ScopeKey> = []
        for transition in result {
            for view in transition.views {
                for step in view.steps {
                    if case .branch(let key, _) = step { matchedBranches.insert(key) }
                }
            }
        }
        for file in context.files {
            var swaps: [(TypeFacts, ConditionalFact)] = []
            for type in file.types {
                for name in type.fragmentOrder {
                    for key in type.fragments[name]?.conditionals ?? [] {
                        guard let conditional = context.conditionals[key], isSwap(conditional, matchedBranches: matchedBranches) else { continue }
                        swaps.append((type, conditional))
                    }
                }
            }
            for (type, conditional) in swaps {
                let several = swaps.filter { $0.0.name == type.name }.count > 1
                let owner = type.name.isEmpty ? "(top level)" : type.name
                result.append(TransitionModel(
                    name: "\(file.fileName):\(owner)" + (several ? "@\(conditional.place.line)" : ""),
                    owner: TypeRef(file: file.index, name: type.name),
                    origin: .swap(conditional.key), views: [], fades: []
                ))
            }
        }
        return result
    }

    /// Views that only hold another up for a preview: a type named so (`DummySearchContainer`,
    /// `MockPlayer`, `PreviewWrapper`) that owns a namespace and that only previews show. Like a
    /// preview, it shows a state to look at; the view it holds morphs where the app places it.
    private func previewScaffolding() -> Set<String> {
        func isPreview(_ name: String) -> Bool {
            context.typesByName[name]?.allSatisfy { context.types[$0]?.isPreview == true } ?? false
        }
        var names: Set<String> = []
        // The name first: it rules out nearly every type, and is cheaper to read than the namespaces.
        for type in context.types.values where type.name.contains("Dummy") || type.name.contains("Mock") || type.name.hasPrefix("Preview") {
            guard !type.isPreview, !type.namespaces.isEmpty else { continue }
            if context.usersOfType[type.name, default: []].allSatisfy(isPreview) { names.insert(type.name) }
        }
        return names
    }

    /// Two or more branches showing views, none of them matched, one of them sliding in.
    private func isSwap(_ conditional: ConditionalFact, matchedBranches: Set<ScopeKey>) -> Bool {
        guard !matchedBranches.contains(conditional.key), conditional.keyword != "ViewThatFits" else { return false }
        // Part of a conditional that does match views (an `else if` of it): one flow, judged there.
        guard !conditional.steps.contains(where: { if case .branch(let key, _) = $0 { return matchedBranches.contains(key) } else { return false } }) else { return false }
        let shown = conditional.branches.filter { branch in
            branch.statements.contains { context.statements[$0].map { $0.isView && !$0.isFiller } ?? false }
        }
        guard shown.count >= 2 else { return false }
        let statements = conditional.branches.flatMap(\.statements).compactMap { context.statements[$0] }
        guard !statements.contains(where: \.chainIsMatched) else { return false }
        return statements.contains { $0.transition?.isSpatial == true }
    }

    /// The path from the type's root to each fragment used exactly once, through fragments
    /// used once (`compactCore()` in the `else` of `if expanded`): a view written there is
    /// in that state. A fragment used twice, or reached through one, has none.
    func fragmentPaths(of type: TypeFacts) -> [String: [Step]] {
        var paths: [String: [Step]] = [:]
        var uses: [String: Int] = [:]
        var parent: [String: String] = [:]
        var pending = type.rootFragments.map { (name: $0, path: [Step](), depth: 0) }
        while let (name, path, depth) = pending.popLast() {
            guard depth < Self.maximumDepth, let fragment = type.fragments[name] else { continue }
            for reference in fragment.references {
                guard case .fragment(let target) = reference.kind else { continue }
                uses[target, default: 0] += 1
                guard uses[target] == 1 else { continue }
                let through = path + reference.steps + [.instance(reference.key)]
                paths[target] = through
                parent[target] = name
                pending.append((target, through, depth + 1))
            }
        }
        func unique(_ name: String) -> Bool {
            var current = name
            for _ in 0...Self.maximumDepth {
                guard uses[current] == 1 else { return false }
                guard let up = parent[current], paths[up] != nil else { return true }
                current = up
            }
            return false
        }
        return paths.filter { unique($0.key) }
    }

    /// What one walk from a namespace owner finds.
    private struct Found {
        var views: [ResolvedView] = []
        var fades: [ResolvedFade] = []
        /// The namespace reaches code herocat cannot follow (a type not in the scan, an
        /// environment value, a modifier): views of it may sit there.
        var handedOut = false
        /// The files of the child views the namespace was followed into, matched there or not.
        var childFiles: [Int] = []
    }

    /// What each use of a fragment or child view passes for the names its ids read.
    typealias Substitutions = [String: Passed]

    /// What a use passes for one name.
    enum Passed {
        /// A constant, by its key (`"chip"`, `.home`).
        case constant(String)
        /// The item of the loop the use sits in, keyed as ids read it there (`$item`): an id
        /// reading the name is that item's id, as the loop's own views read it.
        case loopItem(String)
        /// A binding to the user's state that a loop's tap sets to its item (`$selectedIndex`
        /// after `selectedIndex = index`), keyed as the loop's ids read the item.
        case picked(String)
        case other

        /// `outer`: what the enclosing helper's use was handed (`card` as a loop's item makes
        /// `card.visaID` handed on from inside that helper the item's `visaID`).
        init(_ argument: ReferenceFact.Argument, picked: [String: String] = [:], through outer: Substitutions = [:]) {
            if let literal = argument.literal {
                self = .constant(literal)
            } else if let item = argument.loopItem {
                self = .loopItem(item)
            } else if let path = argument.path, case .loopItem(let item)? = outer[String(path.prefix { $0 != "." })] {
                self = .loopItem(item + path.drop { $0 != "." })
            } else if let state = argument.binding, let item = picked[state], !item.isEmpty {
                self = .picked(item)
            } else {
                self = .other
            }
        }
    }

    /// `environment`: the environment keys that carry the namespace into this type.
    private func collect(
        _ ref: TypeRef, aliases: Set<String>, environment: Set<String>, substitutions: Substitutions, prefix: [Step], depth: Int, stack: [String],
        into found: inout Found, claimed: inout Set<ViewID>
    ) {
        guard let type = context.types[ref] else { return }
        if type.returnsNamespaces { found.handedOut = true }
        let setHere = environmentKeys(setBy: type, to: aliases)
        // Set for views herocat does not read: they may hold views of it.
        if setHere.contains(where: { environmentPaths[$0] == nil }) { found.handedOut = true }
        let environment = environment.union(setHere)
        var aliases = aliases.union(environmentReaders(in: type, of: environment))
        aliases.formUnion(type.namespaceAliases.filter { !$0.value.isDisjoint(with: aliases) }.keys)
        for root in type.rootFragments {
            collectFragment(ref, type: type, fragment: root, aliases: aliases, environment: environment, substitutions: substitutions, prefix: prefix, depth: depth, stack: stack, into: &found, claimed: &claimed)
        }
    }

    /// The view with its id decided by the use it is reached through.
    /// `picked`: the states of the view's type that hold a loop's picked item (`pickedLoopItems`).
    private func place(_ view: ViewFact, substitutions: Substitutions, picked: [String: String] = [:], prefix: [Step]) -> ViewFact {
        var placed = view
        // Unknown here: one value per use, which no other use is known to share.
        func onePerUse() {
            placed.idShape = .dynamic
            let use = prefix.last { if case .instance = $0 { return true } else { return false } }
            if case .instance(let key)? = use { placed.idKey += "@\(key)" }
        }
        switch view.idShape {
        case .parameter(let name):
            switch substitutions[name] {
            case .constant(let constant)?:
                placed.idShape = .literal(constant)
                placed.idKey = constant
                placed.idDisplay = constant.hasPrefix("\"") && constant.hasSuffix("\"") && constant.count >= 2 ? String(constant.dropFirst().dropLast()) : constant
            case .loopItem(let item)?:
                onePerUse()
                placed.loopItemKey = item
            default:
                onePerUse()
            }
        case .dynamic:
            // `"\(fruit.id)image"` in a child handed `fruit: item` is `"\($item.id)image"` of the loop.
            let items: [String: String] = substitutions.isEmpty ? [:] : substitutions.compactMapValues { if case .loopItem(let item) = $0 { return item } else { return nil } }
            if !items.isEmpty {
                let renamed = Self.renaming(view.idKey, items)
                if renamed != view.idKey { placed.loopItemKey = renamed }
            }
            // `selectedIndex!` after `selectedIndex = index` in the loop: the picked item's id,
            // also in a child handed `$selectedIndex` (`index: $selectedIndex`).
            let handed = substitutions.compactMapValues { if case .picked(let item) = $0 { return item } else { return nil } }
            let states: [String: String] = placed.loopItemKey != nil ? [:] : picked.filter { !$0.value.isEmpty }.merging(handed) { own, _ in own }
            if !states.isEmpty {
                let renamed = Self.renaming(view.idKey, states, unwrapping: true)
                if renamed != view.idKey { placed.loopItemKey = renamed }
            }
        default:
            break
        }
        return placed
    }

    /// `key` with each name of `names` (not a member after a `.`) replaced by its new key;
    /// `unwrapping`: an optional's `!` or `?` after a replaced name is dropped. The words of a
    /// string literal are text, not names: only its interpolations (`\(plant.id)`) are renamed.
    static func renaming(_ key: String, _ names: [String: String], unwrapping: Bool = false) -> String {
        var result = ""
        var word = ""
        var previous: Character?
        var replaced = false
        var inText = false
        // The parenthesis depth each open interpolation started at.
        var interpolations: [Int] = []
        var depth = 0
        var escaped = false
        func flush() {
            replaced = false
            if let new = names[word], previous != "." && previous != "$" { result += new; replaced = true } else { result += word }
            word = ""
        }
        for character in key {
            if inText {
                result.append(character)
                if escaped {
                    escaped = false
                    if character == "(" { inText = false; interpolations.append(depth); depth += 1 }
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inText = false
                }
                previous = character
                continue
            }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { flush() }
            if unwrapping, replaced, character == "!" || character == "?" { replaced = false; continue }
            replaced = false
            result.append(character)
            previous = character
            switch character {
            case "\"": inText = true
            case "(": depth += 1
            case ")":
                depth -= 1
                if let start = interpolations.last, start == depth { interpolations.removeLast(); inText = true }
            default: break
            }
        }
        if !word.isEmpty { flush() }
        return result
    }

    /// `CarouselViewModel.selectedCard.id` (a model object's property) read as `Card.id` when
    /// the scan declares `selectedCard: Card` in `CarouselViewModel`: one element through a
    /// model held elsewhere. Returns the files of the declarations read, which findings name.
    private func resolveSymbol(_ view: inout ViewFact, from file: Int) -> [Int] {
        var files: [Int] = []
        if let symbol = view.symbolicKey { view.symbolicKey = resolvedSymbol(symbol, from: file, reading: &files) }
        view.symbolicChoices = view.symbolicChoices.map { resolvedSymbol($0, from: file, reading: &files) }
        return files
    }

    private func resolvedSymbol(_ symbol: String, from file: Int, reading files: inout [Int]) -> String {
        func resolve(_ path: Substring) -> String {
            var parts = path.split(separator: ".").map(String.init)
            while parts.count >= 3 {
                var next: String?
                var from: Int?
                // Typed where it is declared (`var selectedCard: Card`, `= Card(…)`), else by what is assigned to it.
                if let ref = context.lookup(parts[0], from: file), let type = context.types[ref]?.properties[parts[1]]?.modelType {
                    (next, from) = (type, ref.file)
                } else if let assigned = context.memberTypes[parts[0] + "." + parts[1]], !assigned.type.isEmpty {
                    (next, from) = (assigned.type, assigned.file)
                }
                guard let next, let from, next != parts[0] else { break }
                if from != file, !files.contains(from) { files.append(from) }
                parts.replaceSubrange(0...1, with: [next])
            }
            return parts.joined(separator: ".")
        }
        guard symbol.hasPrefix("\"") else { return resolve(Substring(symbol)) }
        // A template (`"Date-\(Model.card.id)"`) resolves each interpolation.
        var result = ""
        var rest = Substring(symbol)
        while let open = rest.range(of: "\\("), let close = rest[open.upperBound...].firstIndex(of: ")") {
            result += rest[..<open.upperBound] + resolve(rest[open.upperBound..<close])
            rest = rest[close...]
        }
        return result + rest
    }

    /// The one other declaration of `ref`'s type (an `extension` in another file) that
    /// declares the helper `name`; nil when none or several do.
    private func extensionDeclaring(_ name: String, of ref: TypeRef) -> TypeRef? {
        let holders = (extensionsByName[ref.name] ?? []).filter { $0.file != ref.file && context.types[$0]?.fragments[name] != nil }
        return holders.count <= 1 ? holders.first : ScanContext.nearest(holders, to: ref.file, files: context.files)
    }

    /// The `extension View` that declares the function `name`: the one in `file`, else the
    /// nearest of the others; nil when none does or the nearest is not one.
    private func viewExtension(declaring name: String, from file: Int) -> TypeRef? {
        let holders = (extensionsByName["View"] ?? []).filter { context.types[$0]?.fragments[name] != nil }
        if let local = holders.first(where: { $0.file == file }) { return local }
        return holders.count <= 1 ? holders.first : ScanContext.nearest(holders, to: file, files: context.files)
    }

    /// What a use of a function hands each of its `parameters` (by label, else by position),
    /// and the parameters handed a name of `aliases` (the namespace).
    private static func bind(
        _ arguments: [ReferenceFact.Argument], to parameters: [FragmentParameter], aliases: Set<String>, picked: [String: String] = [:], through substitutions: Substitutions
    ) -> (carrying: Set<String>, passed: Substitutions) {
        var carrying: Set<String> = []
        var passed: Substitutions = [:]
        for (position, argument) in arguments.enumerated() {
            let parameter = parameters.first { $0.label != nil && $0.label == argument.label }
                ?? (argument.label == nil && position < parameters.count ? parameters[position] : nil)
            guard let parameter else { continue }
            passed[parameter.name] = Passed(argument, picked: picked, through: substitutions)
            if !aliases.isDisjoint(with: argument.identifiers) { carrying.insert(parameter.name) }
        }
        return (carrying, passed)
    }

    private func collectFragment(
        _ ref: TypeRef, type: TypeFacts, fragment name: String, aliases: Set<String>, environment: Set<String>, substitutions: Substitutions, prefix: [Step],
        depth: Int, stack: [String], into found: inout Found, claimed: inout Set<ViewID>
    ) {
        let frame = "\(ref.file):\(ref.name).\(name)"
        guard depth < Self.maximumDepth, !stack.contains(frame) else { return }
        guard let fragment = type.fragments[name] else {
            // A helper of this view declared in an extension in another file.
            if let other = extensionDeclaring(name, of: ref), let otherType = context.types[other] {
                if !found.childFiles.contains(other.file) { found.childFiles.append(other.file) }
                collectFragment(other, type: otherType, fragment: name, aliases: aliases, environment: environment, substitutions: substitutions, prefix: prefix, depth: depth + 1, stack: stack, into: &found, claimed: &claimed)
            }
            return
        }
        let stack = stack + [frame]
        for (index, view) in fragment.views.enumerated() where aliases.contains(view.namespace) {
            var placed = place(view, substitutions: substitutions, picked: type.pickedLoopItems, prefix: prefix)
            let through = resolveSymbol(&placed, from: ref.file)
            var resolved = ResolvedView(
                fact: placed, writtenIn: ref, steps: prefix + view.steps,
                readsUseInput: { context.conditionals[$0]?.readsUseInput == true }
            )
            resolved.readsFiles = through
            found.views.append(resolved)
            claimed.insert(ViewID(type: ref, fragment: name, index: index))
        }
        if !aliases.isDisjoint(with: fragment.passes) { found.handedOut = true }
        for fade in fragment.transitions {
            found.fades.append(ResolvedFade(fact: fade, steps: prefix + fade.steps))
        }
        for reference in fragment.references {
            let through = prefix + reference.steps + [.instance(reference.key)]
            switch reference.kind {
            case .fragment(let target):
                // The same type's scope: its names stay, the parameters join them.
                let handed = Self.bind(reference.arguments, to: type.fragmentParameters[target] ?? [], aliases: aliases, through: substitutions)
                collectFragment(
                    ref, type: type, fragment: target, aliases: aliases.union(handed.carrying), environment: environment,
                    substitutions: substitutions.merging(handed.passed) { _, new in new }, prefix: through, depth: depth + 1, stack: stack, into: &found, claimed: &claimed
                )
            case .viewExtension(let function):
                guard let holder = viewExtension(declaring: function, from: ref.file), let holderType = context.types[holder],
                      let parameters = holderType.fragmentParameters[function] else { continue }
                // A scope of its own: only its parameters.
                let handed = Self.bind(reference.arguments, to: parameters, aliases: aliases, picked: type.pickedLoopItems, through: substitutions)
                guard !handed.carrying.isEmpty else { continue }
                if !found.childFiles.contains(holder.file) { found.childFiles.append(holder.file) }
                collectFragment(holder, type: holderType, fragment: function, aliases: handed.carrying, environment: environment, substitutions: handed.passed, prefix: through, depth: depth + 1, stack: stack, into: &found, claimed: &claimed)
            case .type(let typeName):
                let carries = reference.arguments.contains { !aliases.isDisjoint(with: $0.identifiers) }
                guard let child = context.lookup(typeName, from: ref.file, labels: reference.arguments.map(\.label)), let childType = context.types[child] else {
                    if carries { found.handedOut = true }
                    continue
                }
                let parameters = childType.namespaceParameters
                var inner: Set<String> = []
                var innerSubstitutions: Substitutions = [:]
                for argument in reference.arguments {
                    guard let label = argument.label else { continue }
                    innerSubstitutions[label] = Passed(argument, picked: type.pickedLoopItems)
                    guard parameters.contains(label), !aliases.isDisjoint(with: argument.identifiers) else { continue }
                    inner.insert(label)
                }
                // The environment carries it on only toward views that read it.
                let carried = environmentKeys(environment, leadingThrough: childType.name)
                guard !inner.isEmpty || !carried.isEmpty else {
                    // Handed to an initializer herocat does not read (`init(ns:)` storing it elsewhere).
                    if carries { found.handedOut = true }
                    continue
                }
                // A value that is no view (`Metadata(namespace: ns)`) carries the namespace to
                // whatever reads it later.
                if !inner.isEmpty, childType.fragments["body"] == nil { found.handedOut = true }
                if !found.childFiles.contains(child.file) { found.childFiles.append(child.file) }
                collect(child, aliases: inner, environment: carried, substitutions: innerSubstitutions, prefix: through, depth: depth + 1, stack: stack, into: &found, claimed: &claimed)
            }
        }
    }
}
