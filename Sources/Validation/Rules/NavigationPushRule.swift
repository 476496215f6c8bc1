import SpecModel

/// A matched geometry effect across a NavigationStack push.
public struct NavigationPushRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "navigation_push",
        name: "Navigation push",
        severity: .error,
        principle: "matchedGeometryEffect does not work across a NavigationStack push: the source leaves the tree first. Use `.matchedTransitionSource` with `.navigationTransition(.zoom(sourceID:in:))` (iOS 18), or an in-place overlay.",
        hint: "Put .matchedTransitionSource(id:in:) on the source and .navigationTransition(.zoom(sourceID:in:)) on the destination (iOS 18), or show the detail in place as an overlay (context: overlay).",
        sources: ["004"],
        reference: DesignNote.n004,
        triggeringExamples: [
            Example("""
                context: navigation-push
                """),
            Example("""
                pattern: grid-to-fullscreen
                context: navigation-push
                elements:
                  - id: photo
                    role: artwork
                    kind: image
                    from: { x: 138, y: 197, width: 114, height: 114 }
                    to: { x: 0, y: 227, width: 390, height: 390 }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                context: overlay
                """),
            Example("""
                pattern: grid-to-fullscreen
                context: in-place
                elements:
                  - id: photo
                    role: artwork
                    kind: image
                    from: { x: 138, y: 197, width: 114, height: 114 }
                    to: { x: 0, y: 227, width: 390, height: 390 }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        guard spec.context == .navigationPush else { return [] }
        let ids = spec.matchedElements.map(\.element.id)
        let what = ids.isEmpty ? "its elements" : list(ids)
        return [RuleViolation(
            path: "context",
            message: "the transition crosses a NavigationStack push (context: navigation-push): the view of state \(spec.stateName(.from)) leaves the tree before the one of state \(spec.stateName(.to)) appears, so \(what) cannot morph"
        )]
    }
}
