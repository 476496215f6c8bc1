import SwiftUI

/// The player's state lives in a model object both views hold: the mini bar switches
/// `store.expanded` on in a `withAnimation`, and the screen shows the full player for it.
/// The queue label pops in with the morph. The plate behind the full player is one matched
/// view: what it draws (a handle in a stack) morphs with it.
final class PlayerStore: ObservableObject {
    @Published var expanded = false
}

struct PlayerScreen: View {
    @Namespace private var player
    @EnvironmentObject private var store: PlayerStore

    var body: some View {
        ZStack(alignment: .bottom) {
            if store.expanded {
                VStack {
                    Image("cover").resizable().matchedGeometryEffect(id: "cover", in: player)
                    Text("Up next")
                }
                .background(
                    ZStack {
                        Color.black
                        VStack {
                            Capsule().frame(width: 40, height: 6)
                            Spacer()
                        }
                    }
                    .matchedGeometryEffect(id: "plate", in: player)
                )
            } else {
                MiniBar(player: player)
            }
        }
    }
}

struct MiniBar: View {
    var player: Namespace.ID
    @EnvironmentObject private var store: PlayerStore

    var body: some View {
        HStack {
            Image("cover").resizable().frame(width: 40, height: 40).matchedGeometryEffect(id: "cover", in: player)
        }
        .background(Color.gray.matchedGeometryEffect(id: "plate", in: player))
        .onTapGesture { withAnimation(.spring()) { store.expanded = true } }
    }
}
