import SwiftUI

/// A detail whose screen backdrop (a colour under the safe area) is inserted with the morph
/// and no transition: it fades in with the morph. A background that is itself matched morphs.
struct GalleryWall: View {
    @Namespace private var wall
    @State private var zoomed = false

    var body: some View {
        ZStack {
            if zoomed {
                GalleryZoom(wall: wall) { withAnimation { zoomed = false } }
            } else {
                Image("Dunes")
                    .matchedGeometryEffect(id: "dunes", in: wall)
                    .onTapGesture { withAnimation { zoomed = true } }
            }
        }
    }
}

struct GalleryZoom: View {
    var wall: Namespace.ID
    var close: () -> Void

    var body: some View {
        VStack {
            Image("Dunes")
                .matchedGeometryEffect(id: "dunes", in: wall)
                .onTapGesture(perform: close)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black.ignoresSafeArea())
    }
}

struct FramedPrint: View {
    @Namespace private var print
    @State private var large = false

    var body: some View {
        ZStack {
            if large {
                VStack {
                    Text("Print").matchedGeometryEffect(id: "caption", in: print)
                }
                .background(Color.white.matchedGeometryEffect(id: "mat", in: print).ignoresSafeArea())
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .onTapGesture { withAnimation { large = false } }
            } else {
                Text("Print")
                    .matchedGeometryEffect(id: "caption", in: print)
                    .background(Color.white.matchedGeometryEffect(id: "mat", in: print))
                    .onTapGesture { withAnimation { large = true } }
            }
        }
    }
}
