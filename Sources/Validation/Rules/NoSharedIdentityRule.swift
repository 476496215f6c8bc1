import SpecModel

/// Two states that share no element: there is nothing to morph.
public struct NoSharedIdentityRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "no_shared_identity",
        name: "No shared identity",
        severity: .warning,
        principle: "When the two states share no visual identity (a toast, a plain show/hide) matched geometry is the wrong tool; use a plain transition.",
        hint: "Use a plain transition (.transition(.move(edge: .bottom)) or .opacity) without matchedGeometryEffect, or give both states an element they share (the artwork, the title).",
        sources: ["002"],
        reference: DesignNote.n002,
        triggeringExamples: [
            Example("""
                elements:
                  - id: mini-bar
                    from: { x: 0, y: 750, width: 390, height: 60 }
                    delay: 0.15
                  - id: full-player
                    to: { x: 0, y: 0, width: 390, height: 844 }
                    transition: "move(edge: bottom)"
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: toast
                    to: { x: 16, y: 60, width: 358, height: 56 }
                    delay: 0.15
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 758, width: 44, height: 44 }
                    to: { x: 55, y: 394, width: 280, height: 280 }
                  - id: full-player
                    to: { x: 0, y: 0, width: 390, height: 844 }
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 758, width: 44, height: 44 }
                    to: { x: 55, y: 394, width: 280, height: 280 }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        guard spec.matchedElements.isEmpty else { return [] }
        let parts = StateSide.allCases.compactMap { side -> String? in
            let ids = spec.elements.filter { $0.onlyState == side }.map(\.id)
            return ids.isEmpty ? nil : "only in \(spec.stateName(side)): \(list(ids))"
        }
        return [RuleViolation(
            path: "elements",
            message: "no element is present in both \(spec.stateName(.from)) and \(spec.stateName(.to)) (\(parts.joined(separator: "; "))), so there is nothing to morph"
        )]
    }
}
