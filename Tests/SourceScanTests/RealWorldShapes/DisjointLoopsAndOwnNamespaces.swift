import SwiftUI

// Items move between two lists over different data (chosen and remaining): never both
// sources at once. One namespace per element: each is a morph of its own, so the views
// holding the others' elements are not one-state content; the close button is.
struct TagPicker: View {
    @Namespace private var tags
    @State private var chosen: [String] = []
    @State private var remaining = ["red", "green", "blue"]

    var body: some View {
        VStack {
            HStack {
                ForEach(chosen, id: \.self) { tag in
                    Text(tag)
                        .matchedGeometryEffect(id: tag, in: tags)
                        .onTapGesture { withAnimation(.snappy) { move(tag, from: &chosen, to: &remaining) } }
                }
            }
            HStack {
                ForEach(remaining, id: \.self) { tag in
                    Text(tag)
                        .matchedGeometryEffect(id: tag, in: tags)
                        .onTapGesture { withAnimation(.snappy) { move(tag, from: &remaining, to: &chosen) } }
                }
            }
        }
    }

    private func move(_ tag: String, from: inout [String], to: inout [String]) {
        from.removeAll { $0 == tag }
        to.append(tag)
    }
}

struct NoteCard: View {
    @Namespace private var titleSpace
    @Namespace private var paperSpace
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                paper.matchedGeometryEffect(id: "paper", in: paperSpace)
                VStack {
                    title.matchedGeometryEffect(id: "title", in: titleSpace)
                    Button("Close") { withAnimation(.smooth) { open = false } }
                }
            } else {
                paper.matchedGeometryEffect(id: "paper", in: paperSpace)
                title.matchedGeometryEffect(id: "title", in: titleSpace)
            }
        }
        .onTapGesture { withAnimation(.smooth) { open = true } }
    }

    var paper: some View { RoundedRectangle(cornerRadius: 12) }
    var title: some View { Text("Groceries") }
}
