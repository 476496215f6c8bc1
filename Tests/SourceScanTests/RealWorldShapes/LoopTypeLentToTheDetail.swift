import SwiftUI

struct Sneaker: Identifiable {
    let id = UUID()
    let photo: String
}

struct SneakerShelf: View {
    @EnvironmentObject var store: SneakerStore
    @Namespace private var shelf
    let sneakers: [Sneaker]

    var body: some View {
        ScrollView {
            ForEach(sneakers) { sneaker in
                tile(sneaker: sneaker)
                    .onTapGesture { withAnimation { store.picked = sneaker; store.open = true } }
            }
        }
        .overlay {
            if let sneaker = store.picked, store.open {
                Image(sneaker.photo)
                    .matchedGeometryEffect(id: sneaker.photo, in: shelf)
                    .onTapGesture { withAnimation { store.open = false } }
            }
        }
    }

    func tile(sneaker: Sneaker) -> some View {
        Image(sneaker.photo)
            .matchedGeometryEffect(id: sneaker.photo, in: shelf)
    }
}
