import SwiftUI

// The full player's slider and progress are dimmed by a constant of the view, not by a
// state: they are seen as soon as the branch shows them, so they come in with the morph.
struct NowPlaying: View {
    @Namespace private var player
    @State private var full = false
    private let dimmed: CGFloat = 0.8
    private let hidden = 0.0

    var body: some View {
        if full {
            VStack {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: player)
                Slider(value: .constant(0.5))
                    .opacity(dimmed)
                ProgressView(value: 0.3)
                    .opacity(self.dimmed)
                Color.black
                    .opacity(hidden)
            }
            .onTapGesture { withAnimation(.smooth) { full = false } }
        } else {
            Image("cover")
                .matchedGeometryEffect(id: "cover", in: player)
                .onTapGesture { withAnimation(.smooth) { full = true } }
        }
    }
}
