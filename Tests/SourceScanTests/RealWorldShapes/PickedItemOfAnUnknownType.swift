import SwiftUI

// The grid's photos come from a store another module declares, and a tap keeps a tuple, so
// herocat cannot read a model type on either side. The one id in the loop (`photo.id`) and
// the one id of the detail outside any loop (`info.id`) still name the picked photo: the grid
// copy stays a source under the overlay, and the caption fades in with the morph.
struct Gallery: View {
    @Namespace private var gallery
    @StateObject private var store = PhotoStore()
    @State private var picked: (PhotoInfo, Image)?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                ForEach(store.photos) { photo in
                    Image(photo.name)
                        .resizable()
                        .matchedGeometryEffect(id: photo.id, in: gallery)
                        .onTapGesture { withAnimation(.smooth) { picked = (photo, Image(photo.name)) } }
                }
            }
        }
        .overlay {
            if let (info, image) = picked {
                VStack {
                    image
                        .resizable()
                        .matchedGeometryEffect(id: info.id, in: gallery)
                    Text(info.caption)
                }
                .onTapGesture { withAnimation(.smooth) { picked = nil } }
            }
        }
    }
}

// Two loops with ids of their own and one detail: which loop the detail opens from is not
// established, so nothing pairs.
struct TwoShelves: View {
    @Namespace private var shelves
    @StateObject private var store = PhotoStore()
    @State private var picked: (PhotoInfo, Image)?

    var body: some View {
        VStack {
            ForEach(store.recent) { photo in
                Image(photo.name).matchedGeometryEffect(id: photo.id, in: shelves)
                    .onTapGesture { withAnimation { picked = (photo, Image(photo.name)) } }
            }
            ForEach(store.albums) { album in
                Image(album.cover).matchedGeometryEffect(id: album.id, in: shelves)
                    .onTapGesture { withAnimation { picked = (album.photos[0], Image(album.cover)) } }
            }
            if let (info, image) = picked {
                image.matchedGeometryEffect(id: info.id, in: shelves)
                Text(info.caption)
            }
        }
    }
}
