import SpecModel

/// A hero transition in a widget or a Live Activity.
public struct UnsupportedHostRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unsupported_host",
        name: "Unsupported host",
        severity: .warning,
        principle: "Live Activities and widgets do not fully support matched geometry.",
        hint: "In a widget or Live Activity use the system transitions (.contentTransition, .transition) instead; keep matched-geometry morphs in the app.",
        sources: ["003"],
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
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle) + """

                struct MorphWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "morph", provider: Provider()) { entry in
                            Morph()
                        }
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle) + """

                @main
                struct MorphApp: App {
                    var body: some Scene {
                        WindowGroup { Morph() }
                    }
                }
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

// MARK: - In SwiftUI source

/// Matched views inside a `Widget` or `ActivityConfiguration` body (or a view they show).
extension UnsupportedHostRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        let hosted = transition.views.filter { input.context.isInWidget($0, transition: transition) }
        guard let first = hosted.first else { return [] }
        let ids = hosted.reduce(into: [String]()) { ids, view in
            if !ids.contains(view.fact.idDisplay) { ids.append(view.fact.idDisplay) }
        }
        return [CodeViolation(
            element: first.fact.idDisplay,
            message: "\(list(ids)) \(ids.count == 1 ? "is" : "are") matched in a widget or Live Activity: they do not fully support matched geometry, so \(ids.count == 1 ? "it" : "they") may not morph",
            place: first.place
        )]
    }
}
