import SwiftUI

/// The detail is a view of another file (not scanned here) handed the namespace: it may hold
/// the book's matched cover, so its own transition is the morph's side, not a fade to judge.
/// The tapped book's cover hides while the detail shows (`!(showDetail && selected == book)`):
/// no highlight picking one item.
struct Bookshelf: View {
    @Namespace private var animation
    @State private var selected: String?
    @State private var showDetail = false
    @State private var activeTag = "Fiction"
    let books = ["Dune", "Emma"]
    let tags = ["Fiction", "History"]

    var body: some View {
        VStack {
            tagBar
            ScrollView {
                ForEach(books, id: \.self) { book in
                    bookCard(book)
                        .onTapGesture { withAnimation(.smooth) { selected = book; showDetail = true } }
                }
            }
        }
        .overlay {
            if let selected, showDetail {
                BookDetailSheet(show: $showDetail, animation: animation, book: selected)
                    .transition(.asymmetric(insertion: .identity, removal: .offset(y: 5)))
            }
        }
    }

    @ViewBuilder
    func bookCard(_ book: String) -> some View {
        ZStack {
            if !(showDetail && selected == book) {
                Image(book).matchedGeometryEffect(id: book, in: animation)
            }
        }
    }

    var tagBar: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .background {
                        if activeTag == tag {
                            Capsule().matchedGeometryEffect(id: "ACTIVETAB", in: animation)
                        }
                    }
                    .onTapGesture { withAnimation(.snappy) { activeTag = tag } }
            }
        }
    }
}
