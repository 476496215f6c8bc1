import SpecModel

/// An id whose `from`-only and `to`-only halves live in different namespaces.
public struct NamespaceMismatchRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "namespace_mismatch",
        name: "Namespace mismatch",
        severity: .error,
        principle: "Source and target must use the same namespace instance; across namespaces nothing animates.",
        hint: "Use one @Namespace, owned by the common ancestor of both states, for both views of an id: drop the namespace override or make the two the same.",
        sources: ["003"],
        triggeringExamples: [
            Example("""
                namespace: grid
                elements:
                  - id: photo
                    from: { x: 138, y: 197, width: 114, height: 114 }
                  - id: photo
                    namespace: detail
                    to: { x: 0, y: 227, width: 390, height: 390 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    namespace: listNamespace
                    from: { x: 64, y: 110, width: 120, height: 20 }
                  - id: title
                    namespace: detailNamespace
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                namespace: grid
                elements:
                  - id: photo
                    from: { x: 138, y: 197, width: 114, height: 114 }
                  - id: photo
                    namespace: grid
                    to: { x: 0, y: 227, width: 390, height: 390 }
                """),
            Example("""
                elements:
                  - id: artwork
                    namespace: other
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: badge
                    namespace: badges
                    from: { x: 64, y: 110, width: 20, height: 20 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 28 }
                    delay: 0.15
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                collapsed: "            Image(\"photo\").↓matchedGeometryEffect(id: \"photo\", in: other)",
                extraProperties: "@Namespace private var other"
            )),
            // Each branch view owns its own @Namespace: two instances.
            SwiftExample("""
                struct Parent: View {
                    @State private var isExpanded = false
                    var body: some View {
                        if isExpanded { Big() } else { Small() }
                    }
                }
                struct Small: View {
                    @Namespace private var ns
                    var body: some View {
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                struct Big: View {
                    @Namespace private var ns
                    var body: some View {
                        Image("photo").↓matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                extraProperties: "@Namespace private var other"
            )),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        // Per id, the first leaving element and the first leaving one in another
        // namespace than it: together they answer "the first leaving element with
        // this id in a namespace other than N" for any N without a scan.
        var leaving: [String: (first: Int, firstElsewhere: Int?)] = [:]
        for (index, element) in spec.oneStateElements where element.onlyState == .from {
            if let found = leaving[element.id] {
                if found.firstElsewhere == nil, spec.effectiveNamespace(of: spec.elements[found.first]) != spec.effectiveNamespace(of: element) {
                    leaving[element.id] = (found.first, index)
                }
            } else {
                leaving[element.id] = (index, nil)
            }
        }
        return spec.oneStateElements.compactMap { index, element in
            guard element.onlyState == .to, let found = leaving[element.id] else { return nil }
            let namespace = spec.effectiveNamespace(of: element)
            let firstNamespace = spec.effectiveNamespace(of: spec.elements[found.first])
            guard let otherIndex = firstNamespace != namespace ? found.first : found.firstElsewhere else { return nil }
            let other = spec.elements[otherIndex]
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) is in namespace \(spec.effectiveNamespace(of: other)) in state \(spec.stateName(.from)) (\(elementPath(otherIndex))) but in namespace \(namespace) in state \(spec.stateName(.to)) (\(elementPath(index))); across namespaces nothing animates"
            )
        }
    }
}

// MARK: - In SwiftUI source

/// One id matched with two different namespaces in two states of one view, or in the own
/// `@Namespace`s of two views a parent switches between (`separateOwners`).
extension NamespaceMismatchRule: SourceRule {
    static func isPlainName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The first view with `id`, in a state of its own and earlier than `view`, in another
    /// plainly named namespace of the same owner.
    private func otherNamespaceUse(
        of id: String, before view: ResolvedView, besides namespace: String, owner: TypeRef, _ input: RuleInput
    ) -> (TransitionModel, ResolvedView)? {
        for index in input.transitionsByOwner[owner] ?? [] {
            let candidate = input.transitions[index]
            // A namespace chosen by an expression (`active ? ns : other`) may be this one.
            guard let name = candidate.namespaceName, name != namespace, Self.isPlainName(name) else { continue }
            // An id that morphs in the other namespace (a card's flip) is that one's element.
            if candidate.isShared(id) { continue }
            for candidateView in candidate.views(withID: id) where candidateView.stateKey != view.stateKey && candidateView.place < view.place {
                return (candidate, candidateView)
            }
        }
        return nil
    }

    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        // A namespace handed in may meet its partners in the code that hands it.
        guard transition.seesAllStates else { return [] }
        var violations = separateOwners(transition, input)
        guard let namespace = transition.namespaceName, Self.isPlainName(namespace) else { return violations }
        // An id that already morphs in this namespace is this namespace's element; another
        // namespace using the same id string (one per card) holds another element.
        for id in transition.idKeys where !transition.mayBeShared(id) {
            guard let view = transition.views(withID: id).first else { continue }
            let other = otherNamespaceUse(of: id, before: view, besides: namespace, owner: transition.owner, input)
            guard let (otherTransition, otherView) = other else { continue }
            // An id each use hands in (a helper's `transitionID` parameter in two tabs' routers)
            // need not be one value in both places.
            guard !input.idReadsUseInput(view), !input.idReadsUseInput(otherView) else { continue }
            violations.append(CodeViolation(
                element: view.fact.idDisplay,
                message: "\(view.fact.idDisplay) is in namespace \(otherTransition.namespaceName ?? "?") \(input.describe(otherView.stateKey)) (line \(otherView.place.line)) but in namespace \(namespace) \(input.describe(view.stateKey)); across namespaces nothing animates",
                place: view.place
            ))
        }
        return violations
    }
}
