// SwiftUI shapes rule examples are built from, so each example says only what matters.

extension SwiftExample {
    /// An expand/collapse view whose two branches hold `expanded` and `collapsed`, switched by
    /// `isExpanded` and animated, so only what a test adds trips a rule. `tap` switches it.
    package static func morph(
        expanded: String, collapsed: String, extraProperties: String = "", animation: String = ".animation(.smooth, value: isExpanded)",
        tap: String = ".onTapGesture { isExpanded.toggle() }"
    ) -> String {
        """
        import SwiftUI

        struct Morph: View {
            @Namespace private var ns
            @State private var isExpanded = false\(extraProperties.isEmpty ? "" : "\n    " + extraProperties)

            var body: some View {
                ZStack {
                    if isExpanded {
        \(expanded)
                    } else {
        \(collapsed)
                    }
                }
                \(animation)
                \(tap)
            }
        }
        """
    }

    /// A title that morphs between two states and `beside`, a view always in the layout
    /// after it (written at the margin of the stack's content).
    package static func morphBeside(_ beside: String) -> String {
        """
        import SwiftUI

        struct Composer: View {
            @Namespace private var ns
            @State private var isExpanded = false

            var body: some View {
                VStack {
                    if isExpanded {
                        Text("Title").matchedGeometryEffect(id: "title", in: ns)
                    } else {
                        Text("Title").matchedGeometryEffect(id: "title", in: ns)
                    }
                    \(beside)
                }
                .onTapGesture { withAnimation(.smooth) { isExpanded.toggle() } }
            }
        }
        """
    }

    /// A cover that grows into a detail view whose `.onAppear` sets `showContent` with
    /// `animation`; `content` sits under the cover in the detail's stack.
    package static func detailAppearing(content: String, animation: String) -> String {
        detailAppearing(content: content, onAppear: "withAnimation(\(animation)) { showContent = true }")
    }

    /// The same, with what the detail's `.onAppear` runs written whole.
    package static func detailAppearing(content: String, onAppear: String) -> String {
        """
        import SwiftUI

        struct Shelf: View {
            @Namespace private var ns
            @State private var isExpanded = false

            var body: some View {
                ZStack {
                    if isExpanded {
                        AlbumDetail(ns: ns)
                    } else {
                        Image("Cover").matchedGeometryEffect(id: "cover", in: ns)
                    }
                }
                .onTapGesture { withAnimation(.smooth) { isExpanded.toggle() } }
            }
        }

        struct AlbumDetail: View {
            var ns: Namespace.ID
            @State private var showContent = false

            var body: some View {
                VStack {
                    Image("Cover").matchedGeometryEffect(id: "cover", in: ns)
                    \(content)
                }
                .onAppear { \(onAppear) }
            }
        }
        """
    }

    package static let artworkAndTitle = """
                        RoundedRectangle(cornerRadius: 12)
                            .matchedGeometryEffect(id: "artwork", in: ns)
                        Text("Title")
                            .matchedGeometryEffect(id: "title", in: ns)
        """

    /// A grid of recipes shown in every state (each item's card is `gridCard`, written at the
    /// left margin) and the selected recipe's photo over it, matched by `picked.id` through
    /// `detailCall` (`matchedGeometryEffect`, or with a `↓` marker).
    package static func recipeGrid(gridCard: String, detailCall: String) -> String {
        let card = gridCard.split(separator: "\n", omittingEmptySubsequences: false).map { "                    " + $0 }.joined(separator: "\n")
        return """
        struct RecipeGrid: View {
            @Namespace private var ns
            @State private var selected: Recipe?
            let recipes: [Recipe]
            var body: some View {
                ZStack {
                    ForEach(recipes) { recipe in
        \(card)
                    }
                    if let picked = selected {
                        Image(picked.photo)
                            .\(detailCall)(id: picked.id, in: ns)
                    }
                }
                .animation(.smooth, value: selected)
            }
        }
        """
    }

    /// A lazy grid whose items match `ids` ids each, and a detail overlay matching them back.
    /// `items`: how the view declares its items (handed in by default).
    package static func gridMatching(ids: Int, items: String = "let items: [Item]") -> String {
        let cell = (1...ids).map { "                    Text(item.name).matchedGeometryEffect(id: \"\\(item.id)-part\($0)\", in: ns)" }.joined(separator: "\n")
        let detail = (1...ids).map { "                Text(item.name).matchedGeometryEffect(id: \"\\(item.id)-part\($0)\", in: ns)" }.joined(separator: "\n")
        return """
        struct Cards: View {
            @Namespace private var ns
            @State private var selected: Item?
            \(items)
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
}
