import SwiftUI

struct PhotoGallery: View {
    @Namespace private var zoom
    let photos: [Photo]

    var body: some View {
        NavigationStack {
            ScrollView {
                ForEach(photos) { photo in
                    NavigationLink(value: photo) {
                        Image(photo.name)
                            .matchedTransitionSource(id: photo.id, in: zoom)
                    }
                }
            }
            .navigationDestination(for: Photo.self) { photo in
                PhotoDetail(photo: photo)
                    .navigationTransition(.zoom(sourceID: photo.id, in: zoom))
            }
        }
    }
}
