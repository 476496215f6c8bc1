import SwiftUI

// Only the child views change `expanded`, through the binding each is handed, inside their
// own withAnimation: the state is animated, so the caption beside the morph pops in. A
// scroll view whose content waits for a later state, and a panel that slides in by itself,
// show nothing at the morph.
struct PlayerShell: View {
    @Namespace private var player
    @State private var expanded = false
    @State private var lyricsReady = false
    @State private var panelShown = false

    var body: some View {
        VStack {
            if expanded {
                VStack {
                    Image("cover").matchedGeometryEffect(id: "cover", in: player)
                    Text("Now playing")
                    ScrollView {
                        if lyricsReady {
                            Text("Lyrics")
                        }
                    }
                    Text("Queue")
                        .offset(y: panelShown ? 0 : 400)
                    Image(systemName: "bag")
                        .offset(y: panelShown ? -50 : 300)
                    CollapseButton(expanded: $expanded)
                }
            } else {
                PlayerMiniBar(player: player, expanded: $expanded)
            }
        }
    }
}

struct PlayerMiniBar: View {
    let player: Namespace.ID
    @Binding var expanded: Bool

    var body: some View {
        Image("cover")
            .matchedGeometryEffect(id: "cover", in: player)
            .onTapGesture { withAnimation(.spring) { expanded = true } }
    }
}

struct CollapseButton: View {
    @Binding var expanded: Bool

    var body: some View {
        Button("Close") { withAnimation(.spring) { expanded = false } }
    }
}

// Nothing animates this state: no fade is judged, the hard cut is missing_animation.
struct StillShell: View {
    @Namespace private var still
    @State private var large = false

    var body: some View {
        VStack {
            if large {
                Image("still").matchedGeometryEffect(id: "still", in: still)
                Text("Caption")
            } else {
                StillThumb(still: still, large: $large)
            }
        }
    }
}

struct StillThumb: View {
    let still: Namespace.ID
    @Binding var large: Bool

    var body: some View {
        Image("still")
            .matchedGeometryEffect(id: "still", in: still)
            .onTapGesture { large = true }
    }
}
