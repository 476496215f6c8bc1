import SwiftUI

// The selection lives in a model whose declaration is not scanned: a tap assigns the loop's
// item to it (`store.picked = item`), and the card the item is handed to declares its type.
// The detail's `store.picked.cover` is then the card's `Album.cover`.
struct AlbumShelf: View {
    @Namespace private var shelf
    @StateObject private var store = ShelfStore()

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(albums) { item in
                    AlbumCard(album: item, shelf: shelf)
                        .onTapGesture {
                            withAnimation(.smooth) {
                                store.picked = item
                                store.isOpen = true
                            }
                        }
                }
            }
            .opacity(store.isOpen ? 0 : 1)
            if store.isOpen {
                AlbumPage(store: store, shelf: shelf)
            }
        }
    }
}

struct AlbumCard: View {
    let album: Album
    let shelf: Namespace.ID

    var body: some View {
        VStack {
            Image(album.cover)
                .matchedGeometryEffect(id: album.cover, in: shelf)
            Text(album.title)
                .matchedGeometryEffect(id: album.title, in: shelf)
        }
    }
}

struct AlbumPage: View {
    @ObservedObject var store: ShelfStore
    let shelf: Namespace.ID

    var body: some View {
        VStack {
            Image(store.picked.cover)
                .matchedGeometryEffect(id: store.picked.cover, in: shelf)
            Text(store.picked.title)
                .matchedGeometryEffect(id: store.picked.title, in: shelf)
            Text("Liner notes")
            Button("Close") {
                withAnimation(.smooth) { store.isOpen = false }
            }
        }
    }
}
