import SwiftUI

/// A close button in an `.overlay` of the detail the morph's branch shows: it pops in with
/// the morph. An overlay that fades by its own state does not.
struct PhotoWall: View {
    @Namespace private var wall
    @State private var zoomed = false

    var body: some View {
        ZStack {
            if zoomed {
                PhotoZoom(wall: wall)
                    .overlay(alignment: .topTrailing) {
                        Button { withAnimation { zoomed = false } } label: { Image(systemName: "xmark") }
                    }
            } else {
                Image("Dunes")
                    .matchedGeometryEffect(id: "dunes", in: wall)
                    .onTapGesture { withAnimation { zoomed = true } }
            }
        }
    }
}

struct CaptionWall: View {
    @Namespace private var wall
    @State private var zoomed = false
    @State private var captions = false

    var body: some View {
        ZStack {
            if zoomed {
                PhotoZoom(wall: wall)
                    .overlay { Text("Dunes at dusk").opacity(captions ? 1 : 0) }
            } else {
                Image("Dunes")
                    .matchedGeometryEffect(id: "dunes", in: wall)
                    .onTapGesture { withAnimation { zoomed = true } }
            }
        }
    }
}

struct PhotoZoom: View {
    var wall: Namespace.ID

    var body: some View {
        Image("Dunes").matchedGeometryEffect(id: "dunes", in: wall)
    }
}
