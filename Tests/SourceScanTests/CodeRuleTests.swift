import SourceScan
import Testing
import Validation

/// A snippet of SwiftUI for a code rule's test, remembering where it was written.
struct Snippet: CustomTestStringConvertible, Sendable {
    let source: String
    let line: Int
    init(_ source: String, line: Int = #line) {
        self.source = source
        self.line = line
    }
    var testDescription: String { "snippet at line \(line)" }
}

/// Every code rule: snippets that must trip it and snippets that must not.
struct CodeRuleCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let triggering: [Snippet]
    let nonTriggering: [Snippet]
    var testDescription: String { rule }
}

/// An expand/collapse view whose two branches hold `expanded` and `collapsed`, switched by
/// `isExpanded` and animated, so only what a test adds trips a rule.
func morph(expanded: String, collapsed: String, extraProperties: String = "", animation: String = ".animation(.smooth, value: isExpanded)") -> String {
    """
    import SwiftUI

    struct Morph: View {
        @Namespace private var ns
        @State private var isExpanded = false
        \(extraProperties)

        var body: some View {
            ZStack {
                if isExpanded {
    \(expanded)
                } else {
    \(collapsed)
                }
            }
            \(animation)
            .onTapGesture { isExpanded.toggle() }
        }
    }
    """
}

let artworkAndTitle = """
                    RoundedRectangle(cornerRadius: 12)
                        .matchedGeometryEffect(id: "artwork", in: ns)
                    Text("Title")
                        .matchedGeometryEffect(id: "title", in: ns)
    """

let codeRuleCases: [CodeRuleCase] = [
    CodeRuleCase(
        rule: "single_container_match",
        triggering: [
            Snippet(morph(
                expanded: """
                                VStack { Image(systemName: "music.note"); Text("Song") }
                                    .matchedGeometryEffect(id: "card", in: ns)
                """,
                collapsed: """
                                HStack { Image(systemName: "music.note"); Text("Song") }
                                    .matchedGeometryEffect(id: "card", in: ns)
                """
            )),
        ],
        nonTriggering: [
            // The container is matched together with its children.
            Snippet(morph(
                expanded: """
                                VStack {
                                    Image(systemName: "music.note").matchedGeometryEffect(id: "card-artwork", in: ns)
                                    Text("Song").matchedGeometryEffect(id: "card-title", in: ns)
                                }
                                .matchedGeometryEffect(id: "card", in: ns)
                """,
                collapsed: """
                                HStack {
                                    Image(systemName: "music.note").matchedGeometryEffect(id: "card-artwork", in: ns)
                                    Text("Song").matchedGeometryEffect(id: "card-title", in: ns)
                                }
                                .matchedGeometryEffect(id: "card", in: ns)
                """
            )),
            // One matched photo, not a stack.
            Snippet(morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)"
            )),
        ]
    ),
    CodeRuleCase(
        rule: "too_many_matches",
        triggering: [
            Snippet(morph(
                expanded: (1...5).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n"),
                collapsed: (1...5).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n")
            )),
        ],
        nonTriggering: [
            Snippet(morph(
                expanded: (1...4).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n"),
                collapsed: (1...4).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n")
            )),
        ]
    ),
    CodeRuleCase(
        rule: "multiple_sources",
        triggering: [
            Snippet(morph(
                expanded: artworkAndTitle + "\n            Circle().matchedGeometryEffect(id: \"artwork\", in: ns)",
                collapsed: artworkAndTitle
            )),
            // One view per item, all with the same id, all sources.
            Snippet("""
                struct Dots: View {
                    @Namespace private var ns
                    @State private var selected = 0
                    let items: [Int]
                    var body: some View {
                        HStack {
                            ForEach(items, id: \\.self) { item in
                                Circle().matchedGeometryEffect(id: "dot", in: ns)
                            }
                        }
                        .animation(.smooth, value: selected)
                    }
                }
                """),
        ],
        nonTriggering: [
            Snippet(morph(
                expanded: artworkAndTitle + "\n            Circle().matchedGeometryEffect(id: \"artwork\", in: ns, isSource: false)",
                collapsed: artworkAndTitle
            )),
            // The tab-indicator pattern: one branch inside the ForEach picks the item.
            Snippet("""
                struct Tabs: View {
                    @Namespace private var ns
                    @State private var selected = 0
                    let tabs = [0, 1, 2]
                    var body: some View {
                        HStack {
                            ForEach(tabs, id: \\.self) { tab in
                                Text("Tab \\(tab)")
                                    .background {
                                        if selected == tab {
                                            Capsule().matchedGeometryEffect(id: "indicator", in: ns, properties: .position)
                                        }
                                    }
                                    .onTapGesture { selected = tab }
                            }
                        }
                        .animation(.snappy, value: selected)
                    }
                }
                """),
            // Rows of a List, each a child view given the item: ids vary with the item.
            Snippet("""
                struct CardList: View {
                    @Namespace private var namespace
                    @State private var selected: Card?
                    let cards: [Card]
                    var body: some View {
                        ZStack {
                            List(cards) { card in
                                CardRow(card: card, namespace: namespace)
                            }
                            if let card = selected {
                                CardRow(card: card, namespace: namespace)
                            }
                        }
                        .animation(.snappy, value: selected)
                    }
                }
                struct CardRow: View {
                    let card: Card
                    let namespace: Namespace.ID
                    var body: some View {
                        Image(card.image).matchedGeometryEffect(id: card.id, in: namespace)
                    }
                }
                """),
        ]
    ),
    CodeRuleCase(
        rule: "unmatched_element",
        triggering: [
            Snippet(morph(
                expanded: artworkAndTitle + "\n            Text(\"Badge\").matchedGeometryEffect(id: \"badge\", in: ns)",
                collapsed: artworkAndTitle
            )),
        ],
        nonTriggering: [
            Snippet(morph(expanded: artworkAndTitle, collapsed: artworkAndTitle)),
            // A tab indicator shown under the selected tab of a ForEach moves between tabs.
            Snippet(morph(
                expanded: artworkAndTitle + """

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
                collapsed: artworkAndTitle,
                extraProperties: "@State private var selectedTab = 0"
            )),
        ]
    ),
    CodeRuleCase(
        rule: "undelayed_fade",
        triggering: [
            // A detail-only view whose transition starts with the morph.
            Snippet(morph(
                expanded: artworkAndTitle + "\n            Text(\"Details\").transition(.opacity)",
                collapsed: artworkAndTitle
            )),
            // A detail-only view with no transition at all.
            Snippet(morph(
                expanded: artworkAndTitle + "\n            Text(\"Details\")",
                collapsed: artworkAndTitle
            )),
        ],
        nonTriggering: [
            Snippet(morph(
                expanded: artworkAndTitle + "\n            Text(\"Details\").transition(.opacity.animation(.smooth.delay(0.15)))",
                collapsed: artworkAndTitle
            )),
            // The state change's own animation is delayed.
            Snippet(morph(
                expanded: artworkAndTitle + "\n            Text(\"Details\").transition(.opacity)",
                collapsed: artworkAndTitle,
                animation: ".animation(.smooth.delay(0.2), value: isExpanded)"
            )),
        ]
    ),
    CodeRuleCase(
        rule: "namespace_mismatch",
        triggering: [
            Snippet(morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: other)",
                extraProperties: "@Namespace private var other"
            )),
        ],
        nonTriggering: [
            Snippet(morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                extraProperties: "@Namespace private var other"
            )),
        ]
    ),
    CodeRuleCase(
        rule: "unstable_id",
        triggering: [
            Snippet(morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: UUID(), in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: UUID(), in: ns)"
            )),
            Snippet("""
                struct Grid: View {
                    @Namespace private var ns
                    @State private var selected: Int?
                    @State private var photos: [Photo] = []
                    var body: some View {
                        ZStack {
                            ForEach(photos.indices, id: \\.self) { i in
                                if selected != i {
                                    Image(photos[i].name).matchedGeometryEffect(id: i, in: ns)
                                }
                            }
                            if let i = selected {
                                Image(photos[i].name).matchedGeometryEffect(id: i, in: ns)
                            }
                        }
                        .animation(.smooth, value: selected)
                    }
                }
                """),
        ],
        nonTriggering: [
            Snippet(morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: photo.id, in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: photo.id, in: ns)"
            )),
            // Positions over a list that does not change keep their item.
            Snippet("""
                struct Grid: View {
                    @Namespace private var ns
                    @State private var selected: Int?
                    let photos: [Photo]
                    var body: some View {
                        ZStack {
                            ForEach(photos.indices, id: \\.self) { i in
                                if selected != i {
                                    Image(photos[i].name).matchedGeometryEffect(id: i, in: ns)
                                }
                            }
                            if let i = selected {
                                Image(photos[i].name).matchedGeometryEffect(id: i, in: ns)
                            }
                        }
                        .animation(.smooth, value: selected)
                    }
                }
                """),
        ]
    ),
    CodeRuleCase(
        rule: "navigation_push",
        triggering: [
            Snippet("""
                struct Gallery: View {
                    @Namespace private var ns
                    var body: some View {
                        NavigationStack {
                            NavigationLink(destination: Image("big").matchedGeometryEffect(id: "photo", in: ns, isSource: false)) {
                                Image("small").matchedGeometryEffect(id: "photo", in: ns)
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            Snippet("""
                struct Gallery: View {
                    @Namespace private var ns
                    var body: some View {
                        NavigationStack {
                            NavigationLink(value: 1) {
                                Image("small")
                            }
                            .matchedTransitionSource(id: "photo", in: ns)
                            .navigationDestination(for: Int.self) { _ in
                                Image("big").navigationTransition(.zoom(sourceID: "photo", in: ns))
                            }
                        }
                    }
                }
                """),
        ]
    ),
    CodeRuleCase(
        rule: "font_not_interpolated",
        triggering: [
            Snippet(morph(
                expanded: "            Text(\"Song\").font(.title.bold()).matchedGeometryEffect(id: \"title\", in: ns)",
                collapsed: "            Text(\"Song\").font(.headline).matchedGeometryEffect(id: \"title\", in: ns)"
            )),
        ],
        nonTriggering: [
            Snippet(morph(
                expanded: "            Text(\"Song\").font(.headline).matchedGeometryEffect(id: \"title\", in: ns)",
                collapsed: "            Text(\"Song\").font( .headline ).matchedGeometryEffect(id: \"title\", in: ns)"
            )),
        ]
    ),
    CodeRuleCase(
        rule: "properties_fit",
        triggering: [
            Snippet(morph(
                expanded: "            Capsule().frame(height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns)",
                collapsed: "            Capsule().frame(height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns)"
            )),
            Snippet(morph(
                expanded: "            Image(\"me\").matchedGeometryEffect(id: \"avatar-zoom\", in: ns)",
                collapsed: "            Image(\"me\").matchedGeometryEffect(id: \"avatar-zoom\", in: ns)"
            )),
        ],
        nonTriggering: [
            Snippet(morph(
                expanded: "            Capsule().frame(height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns, properties: .position)",
                collapsed: "            Capsule().frame(height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns, properties: .position)"
            )),
            Snippet(morph(
                expanded: "            Image(\"me\").matchedGeometryEffect(id: \"avatar-zoom\", in: ns, properties: .size)",
                collapsed: "            Image(\"me\").matchedGeometryEffect(id: \"avatar-zoom\", in: ns, properties: .size)"
            )),
        ]
    ),
    CodeRuleCase(
        rule: "unsupported_host",
        triggering: [
            Snippet(morph(expanded: artworkAndTitle, collapsed: artworkAndTitle) + """

                struct MorphWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "morph", provider: Provider()) { entry in
                            Morph()
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            Snippet(morph(expanded: artworkAndTitle, collapsed: artworkAndTitle) + """

                @main
                struct MorphApp: App {
                    var body: some Scene {
                        WindowGroup { Morph() }
                    }
                }
                """),
        ]
    ),
    CodeRuleCase(
        rule: "heavy_context",
        triggering: [Snippet(gridMatching(ids: 5))],
        nonTriggering: [Snippet(gridMatching(ids: 3))]
    ),
    CodeRuleCase(
        rule: "no_shared_identity",
        triggering: [
            Snippet(morph(
                expanded: "            Text(\"Toast\").matchedGeometryEffect(id: \"toast\", in: ns)",
                collapsed: "            Text(\"Bar\").matchedGeometryEffect(id: \"bar\", in: ns)"
            )),
            Snippet(morph(
                expanded: "            FullPlayer().transition(.move(edge: .bottom))",
                collapsed: "            MiniBar()"
            )),
        ],
        nonTriggering: [
            Snippet(morph(expanded: artworkAndTitle, collapsed: artworkAndTitle)),
            // A toast without an `else`: a plain show/hide, rightly without matched geometry.
            Snippet("""
                struct Toaster: View {
                    @State private var showsToast = false
                    var body: some View {
                        VStack {
                            if showsToast {
                                Text("Saved").transition(.move(edge: .top))
                            }
                            Spacer()
                        }
                        .animation(.smooth, value: showsToast)
                    }
                }
                """),
        ]
    ),
    CodeRuleCase(
        rule: "separate_parents",
        triggering: [
            Snippet("""
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
            Snippet("""
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
        nonTriggering: [
            Snippet(morph(expanded: artworkAndTitle, collapsed: artworkAndTitle)),
            Snippet("""
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
    ),
    CodeRuleCase(
        rule: "missing_animation",
        triggering: [
            Snippet(morph(expanded: artworkAndTitle, collapsed: artworkAndTitle, animation: "")),
        ],
        nonTriggering: [
            Snippet(morph(expanded: artworkAndTitle, collapsed: artworkAndTitle)),
            Snippet(morph(
                expanded: artworkAndTitle, collapsed: artworkAndTitle,
                animation: ".overlay { Button(\"Toggle\") { withAnimation(.bouncy) { isExpanded.toggle() } } }"
            )),
            // A method called inside withAnimation changes the state.
            Snippet(morph(
                expanded: artworkAndTitle, collapsed: artworkAndTitle,
                extraProperties: "func flip() { isExpanded.toggle() }",
                animation: ".onTapGesture { withAnimation(.smooth) { flip() } }"
            )),
            // An animated binding.
            Snippet(morph(
                expanded: artworkAndTitle, collapsed: artworkAndTitle,
                animation: ".overlay { Toggle(\"Open\", isOn: $isExpanded.animation(.smooth)) }"
            )),
            // The state is handed to a child as a binding, which may animate it.
            Snippet(morph(
                expanded: artworkAndTitle, collapsed: artworkAndTitle,
                animation: ".overlay { ToggleButton(isOn: $isExpanded) }"
            )),
            // A binding: whoever changes it may animate it.
            Snippet("""
                struct Card: View {
                    @Namespace private var ns
                    @Binding var isExpanded: Bool
                    var body: some View {
                        if isExpanded {
                            Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                        } else {
                            Image("photo").matchedGeometryEffect(id: "photo", in: ns)
                        }
                    }
                }
                """),
        ]
    ),
]

/// A lazy grid whose items match `ids` ids each, and a detail overlay matching them back.
func gridMatching(ids: Int) -> String {
    let cell = (1...ids).map { "                    Text(item.name).matchedGeometryEffect(id: \"\\(item.id)-part\($0)\", in: ns)" }.joined(separator: "\n")
    let detail = (1...ids).map { "                Text(item.name).matchedGeometryEffect(id: \"\\(item.id)-part\($0)\", in: ns)" }.joined(separator: "\n")
    return """
    struct Cards: View {
        @Namespace private var ns
        @State private var selected: Item?
        let items: [Item]
        var body: some View {
            ZStack {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(items) { item in
                        VStack {
    \(cell)
                        }
                    }
                }
                if let item = selected {
                    VStack {
    \(detail)
                    }
                }
            }
            .animation(.smooth, value: selected)
        }
    }
    """
}

@Suite struct CodeRuleTests {
    @Test func everyPrincipleHasACodeRuleCase() {
        let sourceRules = Set(RuleRegistry.identifiers).subtracting(["static_element", "suppression_without_reason", "unknown_rule"])
            .union(RuleRegistry.sourceOnlyIdentifiers)
        #expect(Set(codeRuleCases.map(\.rule)) == sourceRules)
        #expect(codeRuleCases.allSatisfy { !$0.triggering.isEmpty && !$0.nonTriggering.isEmpty })
    }

    @Test(arguments: codeRuleCases)
    func triggers(_ ruleCase: CodeRuleCase) {
        for snippet in ruleCase.triggering {
            let result = scan(snippet.source)
            #expect(result.problems.isEmpty, "snippet at line \(snippet.line): \(result.problems)")
            #expect(result.ruleIDs.contains(ruleCase.rule), "snippet at line \(snippet.line) should trip \(ruleCase.rule):\n\(result.listing)")
        }
    }

    @Test(arguments: codeRuleCases)
    func doesNotTrigger(_ ruleCase: CodeRuleCase) {
        for snippet in ruleCase.nonTriggering {
            let result = scan(snippet.source)
            #expect(result.problems.isEmpty, "snippet at line \(snippet.line): \(result.problems)")
            #expect(!result.ruleIDs.contains(ruleCase.rule), "snippet at line \(snippet.line) should not trip \(ruleCase.rule):\n\(result.listing)")
        }
    }

    /// Findings share the spec rules' identifiers, severities, hints and references.
    @Test(arguments: codeRuleCases)
    func findingsSpeakWithTheSpecRulesVoice(_ ruleCase: CodeRuleCase) throws {
        let description = try #require(RuleRegistry.anyDescription(for: ruleCase.rule))
        for snippet in ruleCase.triggering {
            for finding in scan(snippet.source).findings(ruleCase.rule) {
                #expect(finding.severity == description.severity)
                #expect(finding.hint == description.hint)
                #expect(finding.reference == description.reference)
                #expect(finding.file == "Snippet.swift" && finding.line != nil && finding.column != nil)
            }
        }
    }
}
