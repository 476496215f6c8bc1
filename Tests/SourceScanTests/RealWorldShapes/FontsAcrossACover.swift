import SwiftUI

// The full player opens in a full-screen cover: its title cannot morph out of the mini bar's,
// which is the finding (navigation_push). The two titles' fonts differ, but no morph runs
// between them to switch it halfway.
struct MiniBar: View {
    @Namespace private var player
    @State private var showsPlayer = false

    var body: some View {
        Text("Song")
            .font(.caption)
            .matchedGeometryEffect(id: "title", in: player)
            .onTapGesture { withAnimation(.smooth) { showsPlayer = true } }
            .fullScreenCover(isPresented: $showsPlayer) {
                Text("Song")
                    .font(.title)
                    .matchedGeometryEffect(id: "title", in: player)
            }
    }
}
