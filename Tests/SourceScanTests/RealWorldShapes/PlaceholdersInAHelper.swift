import SwiftUI

// While a card is open, the grid keeps its layout with faint placeholder cards, written in a
// helper like the cards are: a stand-in for the cards, not content of the open state.
struct Courses: View {
    @Namespace private var courses
    @State private var show = false
    @State private var selected = ""
    let titles = ["Layout", "Motion"]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 300))]) {
                    if !show {
                        cards
                    } else {
                        placeholders
                    }
                }
            }
            if show {
                Image(selected)
                    .matchedGeometryEffect(id: selected, in: courses)
                    .onTapGesture { withAnimation(.spring) { show = false } }
            }
        }
    }

    var cards: some View {
        ForEach(titles, id: \.self) { title in
            Image(title)
                .matchedGeometryEffect(id: title, in: courses)
                .frame(height: 300)
                .onTapGesture { withAnimation(.spring) { selected = title; show = true } }
        }
    }

    var placeholders: some View {
        ForEach(titles, id: \.self) { _ in
            Rectangle().frame(height: 300).opacity(0.3)
        }
    }
}
