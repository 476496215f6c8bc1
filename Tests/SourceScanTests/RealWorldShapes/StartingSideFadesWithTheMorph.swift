import SwiftUI

/// A mini bar whose title and play button exist only while collapsed: they leave as the
/// player grows and come back as it shrinks, fading with the morph. That is fine (as the grid
/// a detail opens from fades at once); only the content the full player brings must wait.
struct PodcastPlayer: View {
    @Namespace private var player
    @State private var expanded = false

    var body: some View {
        VStack {
            Spacer()
            if expanded {
                VStack(spacing: 24) {
                    RoundedRectangle(cornerRadius: 20)
                        .frame(width: 280, height: 280)
                        .matchedGeometryEffect(id: "cover", in: player)
                    Slider(value: .constant(0.3))
                        .transition(.opacity.animation(.smooth.delay(0.15)))
                }
            } else {
                HStack {
                    RoundedRectangle(cornerRadius: 6)
                        .frame(width: 44, height: 44)
                        .matchedGeometryEffect(id: "cover", in: player)
                    Text("Episode 12")
                    Spacer()
                    Image(systemName: "play.fill")
                }
            }
        }
        .onTapGesture { withAnimation(.smooth) { expanded.toggle() } }
    }
}

/// The view starts unzoomed (`unzoomed = true`): the `if` is the grid the photo grows out of,
/// whose other photos may fade with the morph; the `else` is the zoomed photo, whose close bar
/// arrives with it and must wait.
struct PhotoZoom: View {
    @Namespace private var zoom
    @State private var unzoomed = true

    var body: some View {
        if unzoomed {
            HStack {
                Image("lake").resizable().frame(width: 120, height: 120)
                    .matchedGeometryEffect(id: "photo", in: zoom)
                    .onTapGesture { withAnimation(.smooth) { unzoomed = false } }
                Image("forest").resizable().frame(width: 120, height: 120)
            }
        } else {
            VStack {
                Button("Close") { withAnimation(.smooth) { unzoomed = true } }
                Image("lake").resizable().scaledToFit()
                    .matchedGeometryEffect(id: "photo", in: zoom)
            }
        }
    }
}
