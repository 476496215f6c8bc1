import SwiftUI

// An @Observable model held in @State and handed down with .environment(model): the bar and
// the player change it, in a withAnimation, through @Environment(PlayerState.self).
@Observable final class PlayerState {
    var expanded = false
}

struct ObservablePlayerRoot: View {
    @State private var player = PlayerState()
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .bottom) {
            if player.expanded {
                ObservableFullPlayer(namespace: namespace)
            } else {
                ObservableMiniBar(namespace: namespace)
            }
        }
        .environment(player)
    }
}

struct ObservableMiniBar: View {
    @Environment(PlayerState.self) private var player
    let namespace: Namespace.ID

    var body: some View {
        Image("cover").matchedGeometryEffect(id: "cover", in: namespace)
            .onTapGesture { withAnimation(.smooth) { player.expanded = true } }
    }
}

struct ObservableFullPlayer: View {
    @Environment(PlayerState.self) private var player
    let namespace: Namespace.ID

    var body: some View {
        ZStack {
            // A tap catcher nobody sees: nothing to fade.
            Circle().fill(Color.black.opacity(0.001))
            VStack {
                Image("cover").matchedGeometryEffect(id: "cover", in: namespace)
                Button("Close") { withAnimation(.smooth) { player.expanded = false } }
            }
        }
    }
}
