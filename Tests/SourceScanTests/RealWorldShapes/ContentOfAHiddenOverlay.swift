import SwiftUI

// A "loved" banner laid over the player, kept invisible by its own `.opacity(loved ? 1 : 0)`:
// its text and icons show only when that banner fades in by itself, not with the morph. The
// player's own controls, with no transition, do appear with it.
struct LovedPlayer: View {
    @Namespace private var player
    @State private var open = false
    @State private var loved = false

    var body: some View {
        ZStack {
            if open {
                VStack {
                    Image("cover")
                        .matchedGeometryEffect(id: "cover", in: player)
                    Button("Love") { loved.toggle() }
                }
                .overlay(alignment: .top) {
                    HStack {
                        Image(systemName: "heart.fill")
                        Text("Loved")
                    }
                    .opacity(loved ? 1 : 0)
                    .animation(.spring, value: loved)
                }
            } else {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: player)
                    .frame(width: 48, height: 48)
            }
        }
        .onTapGesture { withAnimation(.smooth) { open.toggle() } }
    }
}
