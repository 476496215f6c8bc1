import SwiftUI

final class PhotoZoom: ObservableObject {
    @Published var isZoomed = false
}

// The screen and its close bar share one model: the screen zooms the photo in a
// withAnimation, the bar zooms it out bare, a hard cut (and the bar comes in with the morph).
struct PhotoScreen: View {
    @EnvironmentObject var gallery: PhotoZoom
    @Namespace private var photo

    var body: some View {
        ZStack(alignment: .top) {
            if gallery.isZoomed {
                Image("photo")
                    .resizable()
                    .matchedGeometryEffect(id: "photo", in: photo)
                CloseBar()
            } else {
                Image("photo")
                    .frame(width: 80, height: 80)
                    .matchedGeometryEffect(id: "photo", in: photo)
                    .onTapGesture { withAnimation(.smooth) { gallery.isZoomed = true } }
            }
        }
    }
}

struct CloseBar: View {
    @EnvironmentObject var gallery: PhotoZoom

    var body: some View {
        Button("Close") { gallery.isZoomed = false }
    }
}
