import SpecModel

// The two principles of PRINCIPLES.md that only SwiftUI source can break. They conform
// to `Rule` so reporters (SARIF's rule table) and `herocat rules` can list them beside
// the spec rules, but they are not in `RuleRegistry.all`: their `check(_:)` of a spec is
// always empty, and `herocat scan` (module SourceScan) is what finds them.

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
        reference: DesignNote.n003,
        triggeringExamples: [],
        nonTriggeringExamples: [],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            Text(\"Badge\").matchedGeometryEffect(id: \"badge\", in: ns)",
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

    /// A spec cannot break this principle: a one-state element uses a transition by design.
    public func check(_ spec: TransitionSpec) -> [RuleViolation] { [] }
}

/// The two states of a morph do not share the ancestor that owns the namespace, or are
/// switched by different state changes.
public struct SeparateParentsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "separate_parents",
        name: "Separate parents",
        severity: .error,
        principle: "Both states must live under the common ancestor that owns the `@Namespace`, switched by the same state change in the same render cycle.",
        hint: "Declare one @Namespace in the view that holds both states, pass it down as Namespace.ID, and switch both branches with one state variable (one if/else or switch) changed in one withAnimation or .animation(_:value:).",
        sources: ["001", "003"],
        reference: DesignNote.n001,
        triggeringExamples: [],
        nonTriggeringExamples: [],
        swiftTriggeringExamples: [
            SwiftExample("""
                struct Split: View {
                    @Namespace private var ns
                    @State private var showsThumbnail = true
                    @State private var showsDetail = false
                    var body: some View {
                        VStack {
                            if showsThumbnail {
                                Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                            }
                            if showsDetail {
                                Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                            }
                        }
                        .animation(.smooth, value: showsThumbnail)
                        .animation(.smooth, value: showsDetail)
                    }
                }
                """),
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
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle)),
            SwiftExample("""
                struct Parent: View {
                    @Namespace private var ns
                    @State private var isExpanded = false
                    var body: some View {
                        ZStack {
                            if isExpanded { Big(ns: ns) } else { Small(ns: ns) }
                        }
                        .animation(.smooth, value: isExpanded)
                    }
                }
                struct Small: View {
                    let ns: Namespace.ID
                    var body: some View {
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                struct Big: View {
                    let ns: Namespace.ID
                    var body: some View {
                        Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
                """),
        ]
    )

    /// A spec has no view tree, so it cannot break this principle.
    public func check(_ spec: TransitionSpec) -> [RuleViolation] { [] }
}

extension RuleRegistry {
    /// The rules of `sourceOnlyIdentifiers`, in that order, then `unscannable_file` (which
    /// is no principle: it marks a file the scan could not check).
    public static let sourceOnly: [any Rule] = [UnmatchedElementRule(), SeparateParentsRule(), UnscannableFileRule()]

    /// Every rule SwiftUI source is checked against: the spec rules, then the source-only
    /// ones. Pass it to a reporter (SARIF lists and indexes rules from it) for scan output.
    public static let withSourceOnly: [any Rule] = all + sourceOnly

    /// Every rule a finding can name, as `herocat rules` and the docs list them:
    /// `withSourceOnly`, then `invalid_spec` (a spec file that cannot be read).
    public static let documented: [any Rule] = withSourceOnly + [InvalidSpecRule()]

    /// The description of a spec rule or a source-only rule.
    public static func anyDescription(for identifier: String) -> RuleDescription? {
        withSourceOnly.first { $0.identifier == identifier }?.ruleDescription
    }
}
