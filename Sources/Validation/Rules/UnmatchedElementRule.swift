/// An id used in one state's views and no other: it cannot morph, it pops in.
public struct UnmatchedElementRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unmatched_element",
        name: "Unmatched element",
        severity: .warning,
        principle: "An id present in only one state cannot morph; it appears from nowhere.",
        hint: "Give the view a counterpart with the same id and namespace in the other state, or drop its matchedGeometryEffect and let it fade in after the morph (.transition(.opacity.animation(.smooth.delay(0.15)))).",
        sources: ["003", "002"],
        triggeringExamples: [],
        nonTriggeringExamples: [],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            Text(\"Badge\").↓matchedGeometryEffect(id: \"badge\", in: ns)",
                collapsed: SwiftExample.artworkAndTitle
            )),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle)),
            // A tab indicator shown under the selected tab of a ForEach moves between tabs.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + """

                            HStack {
                                ForEach(0..<3, id: \\.self) { tab in
                                    Text("Tab").background {
                                        if selectedTab == tab {
                                            Capsule().matchedGeometryEffect(id: "indicator", in: ns, properties: .position)
                                        }
                                    }
                                }
                            }
                            .transition(.opacity.animation(.smooth.delay(0.15)))
                """,
                collapsed: SwiftExample.artworkAndTitle,
                extraProperties: "@State private var selectedTab = 0"
            )),
        ]
    )

}

// MARK: - In SwiftUI source

/// An id matched in one state and no other: it cannot morph, it appears from nowhere.
/// Checked only where some other id of the namespace is shared; when none is, the
/// namespace shares nothing at all (`no_shared_identity`). Silent for an id whose value
/// herocat cannot know or that an unknown id elsewhere may equal, and for a namespace
/// handed to code herocat did not follow (its partner may be there).
extension UnmatchedElementRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        guard transition.seesAllStates, !transition.partnersMayBeElsewhere,
              transition.idKeys.contains(where: transition.isShared) else { return [] }
        return transition.idKeys.filter { !transition.mayBeShared($0) }.compactMap { id in
            // A view shown in every state never appears: its lone id is a no-op, not an element
            // from nowhere; nor does one a sheet or cover presents, which the presentation animates in.
            guard let view = transition.views(withID: id).first, !view.stateKey.isEmpty,
                  !view.stateKey.contains(where: { if case .presentation = $0 { return true } else { return false } }) else { return nil }
            let call: String
            switch view.fact.kind {
            case .geometry: call = "matched"
            case .transitionSource: call = "a zoom source (.matchedTransitionSource)"
            case .zoomDestination: call = "a zoom destination (.navigationTransition(.zoom))"
            }
            return CodeViolation(
                element: view.fact.idDisplay,
                message: "\(view.fact.idDisplay) is \(call) only \(input.describe(view.stateKey)) and in no other state, so it cannot morph; it appears from nowhere",
                place: view.place
            )
        }
    }
}
