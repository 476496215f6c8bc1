import SwiftUI

/// `chapters` is both the array of titles and the helper that shows the search pill: the count
/// and the `ForEach` reading the array do not show the helper again, so the pill has one source.
struct ChapterMenu: View {
    @Namespace private var ns
    @State private var searching = false
    @State private var chapters = ["Intro", "Layout", "Motion"]

    var body: some View {
        ScrollView {
            chapters(header: "Chapters")
            ForEach(chapters, id: \.self) { title in
                Text(title)
            }
        }
        .onChange(of: chapters.count) { searching = false }
    }

    @ViewBuilder
    private func chapters(header: String) -> some View {
        HStack {
            if !searching {
                Image(systemName: "magnifyingglass")
                    .padding(8)
                    .background(Capsule().fill(.gray).matchedGeometryEffect(id: "search", in: ns))
                    .onTapGesture { withAnimation(.smooth) { searching = true } }
            } else {
                TextField("Search", text: .constant(""))
                    .background(Capsule().fill(.gray).matchedGeometryEffect(id: "search", in: ns))
                    .transition(.opacity.animation(.smooth.delay(0.15)))
            }
        }
        Text("\(chapters.count) chapters")
    }
}
