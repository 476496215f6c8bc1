import SpecModel

/// What a rule checking SwiftUI source sees: every fact of the scan and every transition found, with the
/// indexes rules that compare transitions need (so a scan stays linear in its size).
package final class RuleInput: Sendable {
    package let context: ScanContext
    package let transitions: [TransitionModel]
    /// Transitions by the type that owns them, as indices into `transitions`.
    package let transitionsByOwner: [TypeRef: [Int]]
    /// Views by namespace name and id key: (transition index, view index).
    package let viewsByNamespaceAndID: [String: [(transition: Int, view: Int)]]
    /// For each type name, the names of the types whose views use it.
    package var usersOfType: [String: Set<String>] { context.usersOfType }
    /// `UnstableIdRule.callCause` of an id's text, judged once per text.
    package let callCause = StringMemo<String?> { UnstableIdRule.callCause($0) }
    /// `PropertiesFitRule.words(of:)` of an id's text, split once per text.
    package let idWords = StringMemo<Set<String>> { PropertiesFitRule.words(of: $0) }
    /// `FontNotInterpolatedRule.canonical` of a font's text, parsed once per text.
    package let canonicalFont = StringMemo<String> { FontNotInterpolatedRule.canonical($0) }
    /// `animationThroughBindings` of one state of one type (`file:Type:state`).
    package let bindingAnimations = ScanCache<AnimationFact?>()
    /// `sharedModelAnimation` of one member of one model type (`Model.isDetailShown`).
    package let sharedModelAnimations = ScanCache<AnimationFact?>()
    /// `handedStateAnimation` of the inputs of one type, at one depth (`file:Type:inputs:depth`).
    package let handedStateAnimations = ScanCache<AnimationFact?>()
    /// `morphConditionals(of:)` of one transition, by its `memoKey`.
    package let morphConditionalsMemo = ScanCache<[ConditionalFact]>()
    /// The statements of the scan that carry the deprecated `.animation(_:)`, gathered once.
    package let implicitCarriers = ScanCache<Set<Step>>()
    /// The statements of one type that hold a view handed one of its namespaces, by `file:Type`.
    package let namespaceHandingStatements = ScanCache<Set<ScopeKey>>()
    /// The types holding each shared model type, with the property's name, in file order.
    package let sharedModelHolders: [String: [(type: TypeFacts, property: String)]]

    /// `holders` is `sharedModelHolders(in: context)`, which the caller works out beside the transitions.
    package init(context: ScanContext, transitions: [TransitionModel], sharedModelHolders holders: [String: [(type: TypeFacts, property: String)]]) {
        self.context = context
        self.transitions = transitions
        var byOwner: [TypeRef: [Int]] = [:]
        var byID: [String: [(transition: Int, view: Int)]] = [:]
        for (index, transition) in transitions.enumerated() {
            byOwner[transition.owner, default: []].append(index)
            guard let namespace = transition.namespaceName else { continue }
            for (viewIndex, view) in transition.views.enumerated() {
                byID[Self.key(namespace: namespace, id: view.fact.idKey), default: []].append((index, viewIndex))
            }
        }
        self.transitionsByOwner = byOwner
        self.viewsByNamespaceAndID = byID
        self.sharedModelHolders = holders
    }

    /// The types holding each shared model type, with the property's name: in file and type
    /// order, each type's properties as declared.
    package static func sharedModelHolders(in context: ScanContext) -> [String: [(type: TypeFacts, property: String)]] {
        var holding: [(ref: TypeRef, model: String, type: TypeFacts, property: String)] = []
        for (ref, type) in context.types {
            for name in type.propertyOrder {
                guard let property = type.properties[name], let model = sharedModelType(property, in: context) else { continue }
                holding.append((ref, model, type, name))
            }
        }
        holding.sort { ($0.ref.file, $0.ref.name) < ($1.ref.file, $1.ref.name) }
        var holders: [String: [(type: TypeFacts, property: String)]] = [:]
        for held in holding { holders[held.model, default: []].append((held.type, held.property)) }
        return holders
    }

    package static func key(namespace: String, id: String) -> String { namespace + "\u{0}" + id }
}

/// Where a transition breaks a principle, at the call that breaks it.
package struct CodeViolation: Sendable {
    /// The id concerned (as written), if the violation is about one.
    package var element: String?
    package var message: String
    package var place: Place
    /// Other files the finding was established from, beyond the transition's own (a child
    /// view whose `withAnimation` animates the state): its message names them.
    package var needs: [Int] = []
    /// What is read in `needs`, as the message says it ("… is read there").
    package var needsWhat = "how the state changes"
}

// MARK: - Wording shared by the rules

extension RuleInput {
    /// Where a state is, for messages: "in `if isExpanded`", "in the `else` of `if isExpanded`",
    /// "in `case .grid` of `switch phase`", "in a navigation destination", "outside any branch".
    package func describe(_ stateKey: [Step]) -> String {
        guard let last = stateKey.last else { return "outside any branch" }
        switch last {
        case .branch(let key, let index):
            guard let conditional = context.conditionals[key], index < conditional.branches.count else { return "in a branch" }
            return describe(conditional, branch: index)
        case .destination:
            return "in a navigation destination"
        case .presentation:
            return "in a presented view"
        default:
            return "outside any branch"
        }
    }

    package func describe(_ conditional: ConditionalFact, branch index: Int) -> String {
        if conditional.keyword == "if" {
            return index == 0 ? "in `if \(conditional.condition)`" : "in the `else` of `if \(conditional.condition)`"
        }
        return "in `\(conditional.branches[index].label)` of `switch \(conditional.condition)`"
    }

    /// The state variables a conditional reads: the names it reads that are properties of
    /// the type it is written in, else every name it reads that is not bound locally.
    package func stateVariables(of conditional: ConditionalFact) -> [String] {
        let type = context.types[TypeRef(file: conditional.place.file, name: conditional.typeName)]
        let properties = conditional.identifiers.filter { type?.properties[$0] != nil }
        if !properties.isEmpty { return properties }
        return conditional.identifiers.filter { $0.first?.isLowercase == true || $0.first == "_" }
    }

    /// A child view of the scan whose body is one stack holding text or images at any depth
    /// (`PersonView` showing `ZStack { Color.blue; Text(person.name) }`): matched whole, as a
    /// stack written in place would be, everything inside it warps as one rectangle.
    package func isContentStackView(_ name: String, from file: Int) -> Bool {
        guard let ref = context.lookup(name, from: file), let type = context.types[ref],
              let body = type.fragments["body"], body.rootStatements.count == 1,
              let root = context.statements[body.rootStatements[0]], SwiftUIViews.stacks.contains(root.root) else { return false }
        var pending = root.children
        while let key = pending.popLast() {
            guard let statement = context.statements[key] else { continue }
            if SwiftUIViews.content.contains(statement.root) { return true }
            pending += statement.children
        }
        return false
    }
}
