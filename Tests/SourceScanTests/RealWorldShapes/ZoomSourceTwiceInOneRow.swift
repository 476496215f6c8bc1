import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    let title: String
}

// Each row marks its cover and then the whole row as the zoom source of the album's id:
// two sources of one id in every row, though every row's id is its own.
struct AlbumShelf: View {
    @Namespace private var zoom
    let albums: [Album]

    var body: some View {
        NavigationStack {
            List(albums) { album in
                NavigationLink(value: album) {
                    AlbumRow(album: album, namespace: zoom)
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
    let namespace: Namespace.ID

    var body: some View {
        HStack {
            Image(systemName: "music.note")
                .matchedTransitionSource(id: album.id, in: namespace)
            Text(album.title)
        }
        .matchedTransitionSource(id: album.id, in: namespace)
    }
}
