import SpecModel

/// A hero transition in a widget or a Live Activity.
public struct UnsupportedHostRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unsupported_host",
        name: "Unsupported host",
        severity: .warning,
        principle: "Live Activities and widgets do not fully support matched geometry.",
        hint: "In a widget or Live Activity use the system transitions (.contentTransition, .transition) instead; keep matched-geometry morphs in the app.",
        sources: ["003"],
        reference: DesignNote.n003,
        triggeringExamples: [
            Example("""
                host: widget
                """),
            Example("""
                host: live-activity
                pattern: swap
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                host: app
                """),
            Example("""
                pattern: swap
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let what: String
        switch spec.host {
        case .app: return []
        case .widget: what = "widgets"
        case .liveActivity: what = "Live Activities"
        }
        return [RuleViolation(
            path: "host",
            message: "host: \(spec.host.rawValue): \(what) do not fully support matched geometry, so the \(counted(spec.matchedElements.count, "matched element")) may not morph"
        )]
    }
}
