import SwiftUI

// Both players stay in the layout and swap by opacity; only the artwork is matched, inside each
// player's own `if`. The full player's handle and title fade in with the morph; the mini
// player's title fading out with it is the side the morph grows out of.
struct FadingPlayers: View {
    @Namespace private var player
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .top) {
            miniPlayer()
                .opacity(expanded ? 0 : 1)
            fullPlayer()
                .opacity(expanded ? 1 : 0)
        }
    }

    func miniPlayer() -> some View {
        HStack {
            if !expanded {
                Image("artwork")
                    .matchedGeometryEffect(id: "artwork", in: player)
            }
            Text("Calm Down")
        }
        .onTapGesture { withAnimation(.smooth(duration: 0.3)) { expanded = true } }
    }

    func fullPlayer() -> some View {
        VStack {
            Capsule()
                .frame(width: 35, height: 5)
            ZStack {
                if expanded {
                    Image("artwork")
                        .matchedGeometryEffect(id: "artwork", in: player)
                }
            }
            Text("Calm Down")
        }
        .onTapGesture { withAnimation(.smooth(duration: 0.3)) { expanded = false } }
    }
}
