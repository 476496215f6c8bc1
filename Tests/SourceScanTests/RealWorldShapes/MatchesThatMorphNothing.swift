import SwiftUI

/// Matches that are no mistake: one matched view under a condition on data (a no-op), rows
/// moving between two lists (their size stays), an `EmptyView` copy of an id (it draws
/// nothing) and a fresh id given on purpose to the views that must match nothing.
struct CoverPane: View {
    var cover: Image?
    @Namespace private var pane

    var body: some View {
        if let cover {
            cover.matchedGeometryEffect(id: "cover", in: pane)
        }
    }
}

struct PackingList: View {
    struct Item: Identifiable { var id: Int; var title: String; var packed: Bool }
    @State private var items: [Item] = []
    @Namespace private var list

    var body: some View {
        List {
            Section("To pack") {
                ForEach(items.filter { !$0.packed }) { item in
                    HStack { Text(item.title); Image(systemName: "circle") }
                        .matchedGeometryEffect(id: item.id, in: list)
                        .onTapGesture { withAnimation { toggle(item) } }
                }
            }
            Section("Packed") {
                if items.contains(where: \.packed) {
                    ForEach(items.filter(\.packed)) { item in
                        HStack { Text(item.title); Image(systemName: "checkmark.circle") }
                            .matchedGeometryEffect(id: item.id, in: list)
                            .onTapGesture { withAnimation { toggle(item) } }
                    }
                }
            }
        }
    }

    func toggle(_ item: Item) {
        if let index = items.firstIndex(where: { $0.id == item.id }) { items[index].packed.toggle() }
    }
}

struct ArticleWall: View {
    struct Article: Identifiable { var id: Int; var title: String }
    var articles: [Article]
    @State private var opened: Article?
    @Namespace private var wall

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(articles) { article in
                    VStack {
                        Text(article.title)
                        EmptyView().matchedGeometryEffect(id: "\(article.id).body", in: wall)
                    }
                    .onTapGesture { withAnimation { opened = article } }
                }
            }
            if let opened {
                Text("Body of \(opened.title)")
                    .matchedGeometryEffect(id: "\(opened.id).body", in: wall)
                    .transition(.opacity.animation(.smooth.delay(0.2)))
            }
        }
    }
}

struct ThumbnailGrid: View {
    var ids: [String]
    @State private var selected: String?
    @State private var zoomed = false
    @Namespace private var zoom

    var body: some View {
        ZStack {
            ForEach(ids, id: \.self) { id in
                Color.gray
                    .matchedGeometryEffect(id: selected == id ? "base" : UUID().uuidString, in: zoom)
                    .onTapGesture { selected = id; withAnimation { zoomed = true } }
            }
            if zoomed {
                Color.gray
                    .matchedGeometryEffect(id: "base", in: zoom, isSource: false)
                    .onTapGesture { withAnimation { zoomed = false } }
            }
        }
    }
}

/// A detail whose id falls back to a fresh UUID only when shown without its model.
struct MovieDetail: View {
    var movieID: UUID?
    var namespace: Namespace.ID

    var body: some View {
        Color.black.matchedGeometryEffect(id: movieID ?? UUID(), in: namespace)
    }
}
