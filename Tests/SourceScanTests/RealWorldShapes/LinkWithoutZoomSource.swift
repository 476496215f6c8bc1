import SwiftUI

// Albums zoom open from the grid's cards (each a matchedTransitionSource); the recent list
// pushes the same destination from plain rows, which have no source to zoom out of. A row
// handed the namespace may be a source itself.
struct Album: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct Library: View {
    @Namespace private var zoom
    let albums: [Album]
    let recent: [Album]

    var body: some View {
        NavigationStack {
            List {
                ForEach(albums) { album in
                    NavigationLink(value: album) {
                        Text(album.title)
                    }
                    .matchedTransitionSource(id: album.id, in: zoom)
                }
                ForEach(recent) { album in
                    NavigationLink(value: album) {
                        Text(album.title)
                    }
                }
                ForEach(recent) { album in
                    NavigationLink(value: album) {
                        AlbumRow(album: album, zoom: zoom)
                    }
                }
            }
            .navigationDestination(for: Album.self) { album in
                Text(album.title)
                    .navigationTransition(.zoom(sourceID: album.id, in: zoom))
            }
        }
    }
}

struct AlbumRow: View {
    let album: Album
    let zoom: Namespace.ID

    var body: some View {
        Text(album.title).matchedTransitionSource(id: album.id, in: zoom)
    }
}
