import SwiftUI

/// Ids built from a model with text around it (`"text\(card.id)"`) can only equal ids of the
/// same frame. The expanded card's text has none in the collapsed card: it appears from
/// nowhere. A grid card kept at opacity 0 under its detail whose caption's id has no partner
/// there fades out with the grid: it cannot morph either.
struct NoteCard: Identifiable {
    var id: Int
    var title: String
    var body: String
}

struct NoteCards: View {
    @Namespace private var notes
    @State private var openID: Int?
    var cards: [NoteCard]

    var body: some View {
        ScrollView {
            ForEach(cards) { card in
                if openID == card.id {
                    VStack {
                        Text(card.title).matchedGeometryEffect(id: "title\(card.id)", in: notes)
                        Text(card.body).matchedGeometryEffect(id: "text\(card.id)", in: notes)
                    }
                    .onTapGesture { withAnimation { openID = nil } }
                } else {
                    Text(card.title).matchedGeometryEffect(id: "title\(card.id)", in: notes)
                        .onTapGesture { withAnimation { openID = card.id } }
                }
            }
        }
    }
}

struct ShopGrid: View {
    @Namespace private var shop
    @State private var opened: NoteCard?
    var cards: [NoteCard]

    var body: some View {
        ZStack {
            ForEach(cards) { card in
                VStack {
                    Color.blue.matchedGeometryEffect(id: "image\(card.id)", in: shop)
                    Text(card.title).matchedGeometryEffect(id: "caption\(card.id)", in: shop)
                }
                .onTapGesture { withAnimation { opened = card } }
            }
            .opacity(opened == nil ? 1 : 0)
            if let opened {
                Color.blue.matchedGeometryEffect(id: "image\(opened.id)", in: shop)
                    .onTapGesture { withAnimation { self.opened = nil } }
            }
        }
    }
}
