import SpecModel

/// No animation for the state change: a hard cut.
public struct MissingAnimationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_animation",
        name: "Missing animation",
        severity: .error,
        principle: "Without an animation the state change is a hard cut, not a morph.",
        hint: "Set the transition's animation (animation: smooth, or \"spring(duration: 0.5, bounce: 0.2)\"), the one the state change runs in (withAnimation or .animation(_:value:)).",
        sources: ["001", "002"],
        reference: DesignNote.n001,
        triggeringExamples: [
            Example("""
                animation: null
                """),
            Example("""
                animation: null
                elements:
                  - id: artwork
                    animation: snappy
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                animation: "spring(duration: 0.5, bounce: 0.2)"
                """),
            Example("""
                animation: null
                elements:
                  - id: artwork
                    animation: snappy
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    animation: snappy.delay(0.05)
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        guard spec.animation == nil else { return [] }
        let bare = spec.elements.filter { $0.animation == nil }.map(\.id)
        guard !bare.isEmpty else { return [] }
        let who = bare.count == spec.elements.count
            ? "no element has one of its own (\(list(bare)))"
            : "\(bare.count) of \(spec.elements.count) elements \(bare.count == 1 ? "has none of its" : "have none of their") own (\(list(bare)))"
        return [RuleViolation(
            path: "animation",
            message: "the transition has no animation and \(who), so the state change is a hard cut"
        )]
    }
}
