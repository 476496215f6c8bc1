import SpecModel

/// Two elements share an id and a namespace and are on screen together: two sources.
///
/// Two elements clash when they have the same id, the same effective namespace
/// (`namespace:` of the element, else of the transition) and a state in common. A
/// `from`-only and a `to`-only element with the same id never coexist, so they do not
/// clash (with different namespaces they are `namespace_mismatch`).
public struct MultipleSourcesRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "multiple_sources",
        name: "Multiple sources",
        severity: .error,
        principle: "One id may have only one `isSource: true` view at any moment; two sources give undefined results.",
        hint: "Keep one element per id and namespace: merge the two elements, or give one of them its own id.",
        sources: ["003", "001"],
        reference: DesignNote.n003,
        triggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: artwork
                    from: { x: 80, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
            Example("""
                namespace: player
                elements:
                  - id: title
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    namespace: player
                    to: { x: 16, y: 460, width: 200, height: 22 }
                    delay: 0.15
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: artwork
                    namespace: thumbnails
                    from: { x: 80, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: artwork-shadow
                    from: { x: 16, y: 104, width: 40, height: 40 }
                    to: { x: 16, y: 204, width: 200, height: 200 }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        // Per id and namespace, the first element present in each state so far: the
        // earliest of those sharing a state with a later element is the one it clashes
        // with first, found without comparing every pair.
        var firstIn: [IdentityKey: [StateSide: Int]] = [:]
        for (index, element) in spec.elements.enumerated() {
            let namespace = spec.effectiveNamespace(of: element)
            let key = IdentityKey(id: element.id, namespace: namespace)
            let present = StateSide.allCases.filter { element.frame(in: $0) != nil }
            let seen = firstIn[key, default: [:]]
            if let earlierIndex = present.compactMap({ seen[$0] }).min() {
                let earlier = spec.elements[earlierIndex]
                let shared = StateSide.allCases.first { element.frame(in: $0) != nil && earlier.frame(in: $0) != nil }!
                violations.append(RuleViolation(
                    element: element.id, path: elementPath(index),
                    message: "\(element.id) is used by two elements in namespace \(namespace) (\(elementPath(earlierIndex)) and \(elementPath(index))), both present in state \(spec.stateName(shared)): two views are the source of one id at once"
                ))
            }
            for side in present where seen[side] == nil { firstIn[key, default: [:]][side] = index }
        }
        return violations
    }

    /// One matched identity: an id within a namespace.
    private struct IdentityKey: Hashable {
        let id: String
        let namespace: String
    }
}
