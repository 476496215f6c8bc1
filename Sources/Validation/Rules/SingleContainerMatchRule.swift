import SpecModel

/// Only the outer container is matched: its children warp inside one rectangle.
public struct SingleContainerMatchRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "single_container_match",
        name: "Single container match",
        severity: .warning,
        principle: "Matching only the outer container makes every child warp inside one interpolating rectangle (a \"blob morph\"); give artwork, title and subtitle their own ids.",
        hint: "Also match the children that carry the story on their own ids (\"<item>-artwork\", \"<item>-title\", \"<item>-meta\"); a container match is fine with them, not alone.",
        sources: ["000"],
        triggeringExamples: [
            Example("""
                elements:
                  - id: card
                    role: container
                    kind: shape
                    from: { x: 203, y: 75, width: 171, height: 174 }
                    to: { x: 0, y: 59, width: 390, height: 751 }
                """),
            Example("""
                elements:
                  - id: row
                    role: content
                    kind: stack
                    from: { x: 16, y: 300, width: 358, height: 64 }
                    to: { x: 16, y: 300, width: 358, height: 240 }
                  - id: row-details
                    to: { x: 32, y: 380, width: 326, height: 80 }
                    delay: 0.15
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: card
                    role: container
                    kind: stack
                    from: { x: 203, y: 75, width: 171, height: 174 }
                    to: { x: 0, y: 59, width: 390, height: 751 }
                  - id: card-title
                    role: title
                    kind: text
                    from: { x: 203, y: 203, width: 171, height: 22 }
                    to: { x: 16, y: 391, width: 358, height: 41 }
                """),
            Example("""
                elements:
                  - id: photo
                    role: artwork
                    kind: image
                    from: { x: 138, y: 197, width: 114, height: 114 }
                    to: { x: 0, y: 227, width: 390, height: 390 }
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: """
                                VStack { Image(systemName: "music.note"); Text("Song") }
                                    .↓matchedGeometryEffect(id: "card", in: ns)
                """,
                collapsed: """
                                HStack { Image(systemName: "music.note"); Text("Song") }
                                    .matchedGeometryEffect(id: "card", in: ns)
                """
            )),
            // Two child views of the app, each a stack of text and images, matched whole.
            SwiftExample("""
                struct Row: View {
                    var body: some View { HStack { Image("cover"); Text("Song") } }
                }
                struct Page: View {
                    var body: some View { VStack { Image("cover"); Text("Song").font(.title) } }
                }
                struct Player: View {
                    @Namespace private var ns
                    @State private var open = false
                    var body: some View {
                        ZStack {
                            if open {
                                Page().↓matchedGeometryEffect(id: "song", in: ns)
                            } else {
                                Row().matchedGeometryEffect(id: "song", in: ns)
                            }
                        }
                        .onTapGesture { withAnimation { open.toggle() } }
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            // The container is matched together with its children.
            SwiftExample(SwiftExample.morph(
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
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)"
            )),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let matched = spec.matchedElements
        guard matched.count == 1, let (index, element) = matched.first else { return [] }
        let what: String
        if element.role == .container {
            what = "a container"
        } else if element.kind == .stack {
            what = "a stack"
        } else {
            return []
        }
        return [RuleViolation(
            element: element.id, path: elementPath(index),
            message: "\(element.id) is the only matched element and it is \(what): everything inside it warps as one rectangle (a blob morph)"
        )]
    }
}

// MARK: - In SwiftUI source

/// One matchedGeometryEffect per state, on a stack that holds text or images: the
/// children warp inside one interpolating rectangle (a blob morph). Only where some text or
/// image shows in two states (it could morph on its own), and not for one view written once
/// and reached in both states (the same content, which only moves).
extension SingleContainerMatchRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        // Views handed the namespace where herocat did not follow may match more ids, and so
        // may the owner of a namespace this type is handed.
        guard !transition.partnersMayBeElsewhere, transition.seesAllStates else { return [] }
        // One matchedGeometryEffect call is one view of its state, however often that state
        // reaches it (two sections built by one grid view).
        struct Use: Hashable { var place: Place; var state: [Step] }
        var seen: Set<Use> = []
        let geometry = transition.views.filter { $0.isGeometry && seen.insert(Use(place: $0.place, state: $0.stateKey)).inserted }
        guard let first = geometry.first else { return [] }
        var perState: [[Step]: Int] = [:]
        for view in geometry { perState[view.stateKey, default: 0] += 1 }
        let states = perState.keys
        guard states.count >= 2,
              perState.values.allSatisfy({ $0 == 1 }),
              geometry.allSatisfy({ $0.fact.elementKey == first.fact.elementKey }),
              // Rows moving between two lists keep their size: nothing inside them warps.
              !geometry.allSatisfy({ $0.innermostLoop != nil }),
              // A follower (`isSource: false`) pinned to a source shown in every state is placed
              // by it, not morphed between two states.
              !(geometry.contains { $0.fact.isSource == .literal(false) } && geometry.contains { $0.stateKey.isEmpty }),
              // One view reached through two uses shows the same content in both: it only moves.
              Set(geometry.map(\.place)).count > 1,
              Self.mayShareContent(geometry),
              // A stack around one image and no text (a photo with its loading placeholder) in
              // every state is that image matched: nothing else is inside to warp.
              !geometry.allSatisfy(Self.holdsOneImageOnly),
              let stack = geometry.first(where: \.fact.rootHoldsTextOrImage) ?? Self.differentChildViews(geometry, input)
        else { return [] }
        let roots = geometry.map(\.fact.root)
        let what = Set(roots).count == 1 ? "a \(roots[0])" : "stacks (\(list(roots)))"
        return [CodeViolation(
            element: stack.fact.idDisplay,
            message: "\(stack.fact.idDisplay) is the only matched id in each of \(counted(states.count, "state")), on \(what) holding text or images: everything inside it warps as one rectangle (a blob morph)",
            place: stack.place
        )]
    }

    /// Some text or image shows in two states (the title in the row and in the detail), so it
    /// could be matched on its own; unknown where a side is not a stack or content view. Two
    /// sides sharing nothing (a label and a paragraph, a poster and a player) have no child to match.
    static func mayShareContent(_ geometry: [ResolvedView]) -> Bool {
        let keys = geometry.compactMap(\.fact.contentKeys)
        guard keys.count == geometry.count else { return true }
        return keys.indices.contains { index in keys[(index + 1)...].contains { !$0.isDisjoint(with: keys[index]) } }
    }

    /// Its text and images (as far as herocat reads them) are one image and no text.
    static func holdsOneImageOnly(_ view: ResolvedView) -> Bool {
        guard let keys = view.fact.contentKeys, keys.count == 1 else { return false }
        return keys.first!.hasPrefix("Image")
    }

    /// Two child views of the scan, one per state, whose bodies are stacks holding text or
    /// images (`PersonView` in the grid, `PersonDetails` opened): each warps whole into the
    /// other. Reported at the opened state's view. The same child view in both states shows
    /// the same content, and may only move.
    static func differentChildViews(_ geometry: [ResolvedView], _ input: RuleInput) -> ResolvedView? {
        guard Set(geometry.map(\.fact.root)).count == geometry.count,
              geometry.allSatisfy({ input.isContentStackView($0.fact.root, from: $0.place.file) }) else { return nil }
        return geometry.first { view in geometry.contains { $0.place != view.place && input.opens(view.stateKey, over: $0.stateKey) } } ?? geometry.first
    }
}
