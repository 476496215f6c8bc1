import SwiftUI

struct Album: Identifiable {
    let id: Int
    let cover: String
}

// A carousel of the app's own repeats its content over the albums like a ForEach. Every copy
// stays a source while the opened album's cover, with the same id, is a source too.
struct AlbumWall: View {
    let albums = [Album(id: 1, cover: "dawn"), Album(id: 2, cover: "dusk")]
    @State private var opened: Album?
    @Namespace private var wall

    var body: some View {
        ZStack {
            CoverCarousel(items: albums) { album in
                Image(album.cover)
                    .matchedGeometryEffect(id: album.id, in: wall)
                    .onTapGesture { withAnimation { opened = album } }
            }
            if let opened {
                Image(opened.cover)
                    .matchedGeometryEffect(id: opened.id, in: wall)
                    .onTapGesture { withAnimation { self.opened = nil } }
            }
        }
    }
}
