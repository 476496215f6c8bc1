import SpecModel

/// An id whose `from`-only and `to`-only halves live in different namespaces.
public struct NamespaceMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "namespace_mismatch",
        name: "Namespace mismatch",
        severity: .error,
        principle: "Source and target must use the same namespace instance; across namespaces nothing animates.",
        hint: "Use one @Namespace, owned by the common ancestor of both states, for both views of an id: drop the namespace override or make the two the same.",
        sources: ["003"],
        reference: DesignNote.n003,
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
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let leaving = spec.oneStateElements.filter { $0.element.onlyState == .from }
        return spec.oneStateElements.compactMap { index, element in
            guard element.onlyState == .to else { return nil }
            let namespace = spec.effectiveNamespace(of: element)
            guard let (otherIndex, other) = leaving.first(where: { $0.element.id == element.id && spec.effectiveNamespace(of: $0.element) != namespace })
            else { return nil }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) is in namespace \(spec.effectiveNamespace(of: other)) in state \(spec.stateName(.from)) (\(elementPath(otherIndex))) but in namespace \(namespace) in state \(spec.stateName(.to)) (\(elementPath(index))); across namespaces nothing animates"
            )
        }
    }
}
