import SwiftUI

/// The photo zooms in inside a `withAnimation`, and the tap that zooms it out sets the state
/// bare: that way is a hard cut. The album beside it skips the animation only when Reduce
/// Motion asks, in the same tap that animates otherwise: a choice, not a slip.
struct ZoomedPhoto: View {
    @Namespace private var zoom
    @State private var zoomed = false

    var body: some View {
        if zoomed {
            Image("photo").resizable().matchedGeometryEffect(id: "photo", in: zoom)
                .onTapGesture { zoomed = false }
        } else {
            Image("photo").frame(width: 80, height: 80).matchedGeometryEffect(id: "photo", in: zoom)
                .onTapGesture { withAnimation(.snappy) { zoomed = true } }
        }
    }
}

struct ZoomedAlbum: View {
    @Namespace private var album
    @State private var open = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        if open {
            Image("album").resizable().matchedGeometryEffect(id: "album", in: album)
                .onTapGesture { withAnimation(.snappy) { open = false } }
        } else {
            Image("album").frame(width: 80, height: 80).matchedGeometryEffect(id: "album", in: album)
                .onTapGesture {
                    if reduceMotion {
                        open = true
                    } else {
                        withAnimation(.snappy) { open = true }
                    }
                }
        }
    }
}
