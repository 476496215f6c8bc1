// BAD: Namespace cannot bridge across NavigationStack push
// Source cell deallocated before detail appears, animation fails
struct PhotoGalleryView: View {
    @Namespace private var animation
    let photos: [Photo]
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(photos) { photo in
                        NavigationLink(value: photo) {
                            AsyncImage(url: photo.thumbnailURL)
                                .matchedGeometryEffect(id: photo.id, in: animation)
                        }
                    }
                }
            }
            .navigationDestination(for: Photo.self) { photo in
                AsyncImage(url: photo.fullURL)
                    .matchedGeometryEffect(id: photo.id, in: animation, isSource: false)
                    // WRONG: source gone, animation fails
            }
        }
    }
}
