// State a view is handed by the views that use it: `Player(expanded: $expanded)` or
// `Row(isOpen: open)`. The parent's `withAnimation` on its own state animates every change
// the child makes of what it was handed, its conditionals on it included.

extension RuleInput {
    /// How many views up a handed state is followed.
    static let handedStateDepth = 3

    /// The animation that changes, in a view using `type`, the state it hands to one of
    /// `variables` (a `@Binding` or a plain input of `type`), followed up through views that
    /// were handed it in turn. The deprecated `.animation(_:)` of a parent is not counted: it
    /// animates only what sits below it. Nil when no user of `type` in the scan animates it.
    func handedStateAnimation(for variables: [String], in type: TypeFacts, depth: Int = 0) -> AnimationFact? {
        let inputs = variables.filter { type.properties[$0].map(Self.isHandedIn) ?? false }.sorted()
        guard !inputs.isEmpty, depth < Self.handedStateDepth else { return nil }
        // The depth is part of the key: an answer cut short deeper down is not the answer here.
        return handedStateAnimations.value("\(type.file):\(type.name):\(inputs.joined(separator: ",")):\(depth)") {
            for (user, names) in handers(of: inputs, to: type) {
                if let found = animation(for: names, in: user) {
                    if case .implicitModifier = found.kind {} else { return found }
                }
                if let found = handedStateAnimation(for: names, in: user, depth: depth + 1) { return found }
                if let found = bindingChildAnimation(for: names, in: user, besides: type) { return found }
            }
            return nil
        }
    }

    /// The `withAnimation` of another child view of `user` that is handed one of `names` as a
    /// `@Binding` and changes it (a mini bar's tap opening the player that the full page shows
    /// by the same state, handed to it as a plain value).
    private func bindingChildAnimation(for names: [String], in user: TypeFacts, besides type: TypeFacts) -> AnimationFact? {
        for name in names {
            for (child, label) in bindingHandOffs(of: name, in: user) where child.name != type.name {
                if let found = animation(for: [label], in: child), case .withAnimation = found.kind { return found }
            }
        }
        return nil
    }

    /// The views that own the state a `@Binding` of `type` is bound to, with their name for it,
    /// when every use of `type` in the scan hands it `$state` of an `@State` of its own; nil
    /// when a use hands something else (a model's member, a binding of its own, a constant,
    /// an `@AppStorage` any view may change) or no use is read.
    package func bindingOwners(of label: String, in type: TypeFacts) -> [(owner: TypeFacts, state: String)]? {
        var owners: [(owner: TypeFacts, state: String)] = []
        for (user, reference) in uses(of: type) {
            guard let state = reference.arguments.first(where: { $0.label == label })?.binding,
                  user.properties[state]?.attributes == ["State"] else { return nil }
            if !owners.contains(where: { $0.owner.name == user.name && $0.state == state }) { owners.append((user, state)) }
        }
        return owners.isEmpty ? nil : owners
    }

    /// A property its users set: a `@Binding`, or a plain stored property (`let isOpen: Bool`).
    static func isHandedIn(_ property: PropertyFact) -> Bool {
        property.attributes.isEmpty ? property.initializer == nil : property.attributes == ["Binding"]
    }

    /// The views of the scan that use `type` and hand one of `inputs` a state of their own,
    /// with the names of that state (`expanded` for `$expanded`, `open` for `isOpen: open`),
    /// in the order of `uses(of:)`.
    private func handers(of inputs: [String], to type: TypeFacts) -> [(user: TypeFacts, names: [String])] {
        let wanted = Set(inputs)
        var result: [(user: TypeFacts, names: [String])] = []
        var indexOfUser: [TypeRef: Int] = [:]
        for (user, reference) in uses(of: type) {
            let handed = reference.arguments.filter { $0.label.map(wanted.contains) ?? false }
                .flatMap { argument in argument.binding.map { [$0] } ?? argument.identifiers.filter { user.properties[$0] != nil } }
            guard !handed.isEmpty else { continue }
            let ref = TypeRef(file: user.file, name: user.name)
            let index = indexOfUser[ref] ?? result.count
            if index == result.count { indexOfUser[ref] = index; result.append((user, [])) }
            result[index].names += handed.filter { !result[index].names.contains($0) }
        }
        return result
    }

    /// Every use of `type` by another view of the scan (previews left out), with the view
    /// that writes it, by user name and then in fragment order.
    func uses(of type: TypeFacts) -> [(user: TypeFacts, reference: ReferenceFact)] {
        let target = TypeRef(file: type.file, name: type.name)
        var result: [(user: TypeFacts, reference: ReferenceFact)] = []
        for userName in (usersOfType[type.name] ?? []).sorted() where userName != type.name {
            for ref in context.typesByName[userName] ?? [] {
                guard let user = context.types[ref], !user.isPreview else { continue }
                for fragment in user.fragmentOrder.compactMap({ user.fragments[$0] }) {
                    for reference in fragment.references where reference.kind == .type(type.name)
                        && context.lookup(type.name, from: user.file, labels: reference.arguments.map(\.label)) == target {
                        result.append((user, reference))
                    }
                }
            }
        }
        return result
    }
}
