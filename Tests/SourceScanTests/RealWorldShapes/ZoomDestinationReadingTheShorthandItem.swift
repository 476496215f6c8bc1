import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    let title: String
}

// The destination reads the pushed album as `$0`: it is the value the link pushes, so the
// link, which marks no zoom source, is the push with nothing to zoom out of.
struct AlbumShelf: View {
    @Namespace private var zoom
    let albums: [Album]

    var body: some View {
        NavigationStack {
            List(albums) { album in
                NavigationLink(value: album) { Text(album.title) }
            }
            .navigationDestination(for: Album.self) {
                Text($0.title)
                    .navigationTransition(.zoom(sourceID: $0.id, in: zoom))
            }
        }
    }
}
