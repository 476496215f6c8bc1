import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let name: String
}

// One grid helper, placed in the compact and in the regular layout, presents the photo in a
// sheet whose image is matched in the library's namespace: a sheet is a hierarchy of its own,
// so nothing morphs into it, whichever layout shows the grid (one finding, not none).
struct PhotoLibrary: View {
    @Namespace private var library
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var shown: Photo?
    let photos: [Photo]

    var body: some View {
        if sizeClass == .compact {
            NavigationStack { grid }
        } else {
            NavigationSplitView { List { Text("Library") } } detail: { grid }
        }
    }

    var grid: some View {
        ScrollView {
            ForEach(photos) { photo in
                Image(photo.name)
                    .onTapGesture { shown = photo }
            }
        }
        .sheet(item: $shown) { photo in
            PhotoViewer(photo: photo, namespace: library)
        }
    }
}

struct PhotoViewer: View {
    let photo: Photo
    let namespace: Namespace.ID

    var body: some View {
        Image(photo.name)
            .resizable()
            .matchedGeometryEffect(id: photo.id, in: namespace)
    }
}
