@Equatable
struct PhotoGalleryView: View { // In-place expand/collapse (no navigation push)
    @Namespace private var animation
    @State private var expandedPhoto: Photo?
    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(photos) { photo in
                        if expandedPhoto != photo {
                            AsyncImage(url: photo.thumbnailURL)
                                .matchedGeometryEffect(id: photo.id, in: animation)
                                .onTapGesture {
                                    withAnimation(.spring(duration: 0.4, bounce: 0)) { expandedPhoto = photo }
                                }
                        }
                    }
                }
            }
            if let photo = expandedPhoto {
                PhotoDetailOverlay(photo: photo)
                    .matchedGeometryEffect(id: photo.id, in: animation)
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.4, bounce: 0)) { expandedPhoto = nil }
                    }
            }
        }
    }
}
// OPTION B: Navigation push with zoom transition (iOS 18+)
@Equatable
struct PhotoGalleryNavigationView: View {
    @Namespace private var zoomNamespace
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(photos) { photo in
                        NavigationLink(value: photo) {
                            AsyncImage(url: photo.thumbnailURL)
                        }
                        .matchedTransitionSource(id: photo.id, in: zoomNamespace)
                    }
                }
            }
            .navigationDestination(for: Photo.self) { photo in
                PhotoDetailView(photo: photo)
                    .navigationTransition(.zoom(sourceID: photo.id, in: zoomNamespace))
            }
        }
    }
}
