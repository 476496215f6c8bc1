import SwiftUI

// The app names its own grid view `Grid`, as SwiftUI names one, and hands it the namespace
// (no SwiftUI view takes one): its cells are the zoom's sources, so the viewer zooms out of them.
struct Photos: View {
    @Namespace private var zoom
    @State private var selected: Photo?
    let photos: [Photo]

    var body: some View {
        Grid(items: photos, namespace: zoom) { photo in selected = photo }
            .fullScreenCover(item: $selected) { photo in
                Text(photo.title)
                    .navigationTransition(.zoom(sourceID: photo.id, in: zoom))
            }
    }
}

struct Grid: View {
    let items: [Photo]
    let namespace: Namespace.ID
    let onTap: (Photo) -> Void

    var body: some View {
        ScrollView {
            ForEach(items) { photo in
                Color.gray
                    .matchedTransitionSource(id: photo.id, in: namespace)
                    .onTapGesture { onTap(photo) }
            }
        }
    }
}
