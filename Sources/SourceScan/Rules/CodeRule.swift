import SpecModel
import Validation

/// What a code rule sees: every fact of the scan and every transition found, with the
/// indexes rules that compare transitions need (so a scan stays linear in its size).
final class RuleInput: Sendable {
    let context: ScanContext
    let transitions: [TransitionModel]
    /// Transitions by the type that owns them, as indices into `transitions`.
    let transitionsByOwner: [TypeRef: [Int]]
    /// Views by namespace name and id key: (transition index, view index).
    let viewsByNamespaceAndID: [String: [(transition: Int, view: Int)]]
    /// For each type name, the names of the types whose views use it.
    let usersOfType: [String: Set<String>]
    /// `UnstableIdCodeRule.callCause` of an id's text, judged once per text.
    let callCause = StringMemo<String?> { UnstableIdCodeRule.callCause($0) }
    /// `PropertiesFitCodeRule.words(of:)` of an id's text, split once per text.
    let idWords = StringMemo<Set<String>> { PropertiesFitCodeRule.words(of: $0) }
    /// `FontNotInterpolatedCodeRule.canonical` of a font's text, parsed once per text.
    let canonicalFont = StringMemo<String> { FontNotInterpolatedCodeRule.canonical($0) }

    init(context: ScanContext, transitions: [TransitionModel]) {
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
        var users: [String: Set<String>] = [:]
        for type in context.types.values where !type.name.isEmpty {
            for fragment in type.fragments.values {
                for reference in fragment.references {
                    if case .type(let name) = reference.kind { users[name, default: []].insert(type.name) }
                }
            }
        }
        self.transitionsByOwner = byOwner
        self.viewsByNamespaceAndID = byID
        self.usersOfType = users
    }

    static func key(namespace: String, id: String) -> String { namespace + "\u{0}" + id }
}

/// Where a transition breaks a principle, at the call that breaks it.
struct CodeViolation: Sendable {
    /// The id concerned (as written), if the violation is about one.
    var element: String?
    var message: String
    var place: Place
}

/// One principle of PRINCIPLES.md checked in SwiftUI source: the code shape of its "in
/// SwiftUI source" column. Its identifier is the spec rule's (or a source-only rule's),
/// and the finding takes severity, hint and reference from that rule's description, so
/// scan and validate speak with one voice.
protocol CodeRule: Sendable {
    static var identifier: String { get }
    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation]
}

extension CodeRule {
    var identifier: String { Self.identifier }
}

/// Every code rule, in the order of PRINCIPLES.md.
enum CodeRules {
    static let all: [any CodeRule] = [
        SingleContainerMatchCodeRule(),
        TooManyMatchesCodeRule(),
        MultipleSourcesCodeRule(),
        UnmatchedElementCodeRule(),
        UndelayedFadeCodeRule(),
        NamespaceMismatchCodeRule(),
        UnstableIdCodeRule(),
        NavigationPushCodeRule(),
        FontNotInterpolatedCodeRule(),
        PropertiesFitCodeRule(),
        UnsupportedHostCodeRule(),
        HeavyContextCodeRule(),
        NoSharedIdentityCodeRule(),
        SeparateParentsCodeRule(),
        MissingAnimationCodeRule(),
    ]

    static let identifiers: [String] = all.map(\.identifier)
}

// MARK: - Wording shared by the rules

extension RuleInput {
    /// Where a state is, for messages: "in `if isExpanded`", "in the `else` of `if isExpanded`",
    /// "in `case .grid` of `switch phase`", "in a navigation destination", "outside any branch".
    func describe(_ stateKey: [Step]) -> String {
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

    func describe(_ conditional: ConditionalFact, branch index: Int) -> String {
        if conditional.keyword == "if" {
            return index == 0 ? "in `if \(conditional.condition)`" : "in the `else` of `if \(conditional.condition)`"
        }
        return "in `\(conditional.branches[index].label)` of `switch \(conditional.condition)`"
    }

    /// The state variables a conditional reads: the names it reads that are properties of
    /// the type it is written in, else every name it reads that is not bound locally.
    func stateVariables(of conditional: ConditionalFact) -> [String] {
        let type = context.types[TypeRef(file: conditional.place.file, name: conditional.typeName)]
        let properties = conditional.identifiers.filter { type?.properties[$0] != nil }
        if !properties.isEmpty { return properties }
        return conditional.identifiers.filter { $0.first?.isLowercase == true || $0.first == "_" }
    }
}

/// `1 view`, `2 views`.
func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
}

/// `a, b, c`: ids are free text, joined as written.
func listed(_ items: [String]) -> String {
    items.joined(separator: ", ")
}

