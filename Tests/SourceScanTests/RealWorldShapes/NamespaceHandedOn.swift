import SwiftUI

struct TrackRow: View {
    let namespace: Namespace.ID
    let track: Track

    var body: some View {
        HStack {
            Image(track.cover)
                .matchedGeometryEffect(id: "cover-\(track.id)", in: namespace)
            Text(track.title)
        }
    }
}

struct Library: View {
    @Namespace private var library
    let tracks: [Track]

    var body: some View {
        List(tracks) { track in
            TrackRow(namespace: library, track: track)
        }
        .environment(\.heroNamespace, library)
    }
}
