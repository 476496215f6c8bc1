import SwiftUI

// The screen owns the state and animates it; the player only reads what it is handed.
struct NowPlayingScreen: View {
    @State private var expanded = false

    var body: some View {
        VStack {
            Button("Player") { withAnimation(.smooth) { expanded.toggle() } }
            HandedPlayer(expanded: $expanded)
        }
    }
}

struct HandedPlayer: View {
    @Binding var expanded: Bool
    @Namespace private var player

    var body: some View {
        if expanded {
            VStack {
                Image("cover").matchedGeometryEffect(id: "cover", in: player)
                Text("Now playing")
            }
        } else {
            Image("cover").matchedGeometryEffect(id: "cover", in: player)
        }
    }
}
