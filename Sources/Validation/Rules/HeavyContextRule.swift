import SpecModel

/// Matched geometry where many views update or match at once.
public struct HeavyContextRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "heavy_context",
        name: "Heavy context",
        severity: .warning,
        principle: "Not for high-frequency updating lists, large grids with many simultaneous matches, or real-time charts.",
        hint: "Match only the selected item's ids, one item at a time; use a plain transition for lists that update often, large grids and live charts.",
        sources: ["003"],
        reference: DesignNote.n003,
        triggeringExamples: [
            Example("""
                usage: high-frequency-list
                """),
            Example("""
                usage: large-grid
                pattern: grid-to-fullscreen
                """),
            Example("""
                usage: realtime-chart
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                usage: list
                """),
            Example("""
                usage: single
                pattern: grid-to-fullscreen
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let what: String
        switch spec.usage {
        case .single, .list: return []
        case .highFrequencyList: what = "a list that updates often re-runs the matching on every update"
        case .largeGrid: what = "a large grid matches many items at once"
        case .realtimeChart: what = "a real-time chart re-runs the matching on every sample"
        }
        return [RuleViolation(
            path: "usage",
            message: "usage: \(spec.usage.rawValue): \(what), with \(counted(spec.matchedElements.count, "matched element")) each time; matched geometry is too heavy there"
        )]
    }
}
