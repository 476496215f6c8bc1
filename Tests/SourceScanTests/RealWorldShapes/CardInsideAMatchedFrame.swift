import SwiftUI

/// A lesson card: artwork and two lines of text, none matched on its own.
struct LessonTile: View {
    var title: String

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: "book")
            Text(title)
            Text("12 sections")
        }
    }
}

/// The card in the grid, and again larger in the detail, each inside a frame matched on an id
/// of its own: the same card, laid out alike in both, so its image and text land where they
/// belong as it resizes.
struct LessonGrid: View {
    @Namespace private var ns
    @State private var picked: String?
    let titles = ["Layout", "Motion"]

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(titles, id: \.self) { title in
                    VStack {
                        LessonTile(title: title)
                            .matchedGeometryEffect(id: title, in: ns, isSource: picked == nil)
                            .frame(width: 300, height: 220)
                    }
                    .matchedGeometryEffect(id: "frame-\(title)", in: ns, isSource: picked == nil)
                    .onTapGesture { withAnimation(.spring) { picked = title } }
                }
            }
            if let picked {
                VStack {
                    LessonTile(title: picked)
                        .matchedGeometryEffect(id: picked, in: ns)
                        .frame(height: 340)
                    Spacer()
                }
                .matchedGeometryEffect(id: "frame-\(picked)", in: ns)
                .onTapGesture { withAnimation(.spring) { self.picked = nil } }
            }
        }
    }
}
