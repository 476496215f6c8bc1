import SwiftUI

/// A helper that hands the namespace to a card view declared in another file, and a swap
/// whose side is handed the namespace: scanned alone, the card's matched views are unread,
/// so neither is one-state content nor a swap without matched geometry.
struct DeckScreen: View {
    @Namespace private var deck
    @State private var page = 0
    @State private var searching = false

    var body: some View {
        VStack {
            if page == 0 {
                cardStack
            } else {
                HStack {
                    DeckCard(namespace: deck, cardID: "first")
                    DeckCard(namespace: deck, cardID: "second")
                }
            }
            if searching {
                DeckSearchField(namespace: deck)
            } else {
                DeckSearchField(namespace: deck)
                    .transition(.move(edge: .leading))
            }
        }
        .onTapGesture { withAnimation { page = 1 - page; searching.toggle() } }
    }

    var cardStack: some View {
        VStack(spacing: -200) {
            DeckCard(namespace: deck, cardID: "first")
            DeckCard(namespace: deck, cardID: "second")
        }
    }
}

/// The parent binds `image` around its child; the child's grid names its loop item `image`
/// too. The parent's branch does not read the child's item: the grid copy stays beside the
/// child's detail, a second source.
struct AlbumScreen: View {
    @Namespace private var album
    @State private var images: [String]?

    var body: some View {
        if let image = images {
            AlbumGrid(images: image, namespace: album)
        }
    }
}

struct AlbumGrid: View {
    var images: [String]
    var namespace: Namespace.ID
    @State private var opened: String?

    var body: some View {
        ZStack {
            ForEach(images, id: \.self) { image in
                Image(image)
                    .matchedGeometryEffect(id: image, in: namespace)
                    .onTapGesture { withAnimation { opened = image } }
            }
            if let opened {
                Image(opened)
                    .matchedGeometryEffect(id: opened, in: namespace)
                    .onTapGesture { withAnimation { self.opened = nil } }
            }
        }
    }
}
