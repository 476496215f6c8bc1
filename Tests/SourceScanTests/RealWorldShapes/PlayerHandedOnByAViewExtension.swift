import SwiftUI

// The namespace reaches the player through a View extension that applies a ViewModifier:
// the mini bar and the full player are one morph, and the full player's lyrics appear with it.
struct MusicRoot: View {
    @Namespace private var player
    @State private var expanded = false

    var body: some View {
        Color.black
            .musicPlayer(expanded: $expanded, namespace: player)
    }
}

extension View {
    func musicPlayer(expanded: Binding<Bool>, namespace: Namespace.ID) -> some View {
        modifier(MusicPlayerModifier(expanded: expanded, namespace: namespace))
    }
}

struct MusicPlayerModifier: ViewModifier {
    @Binding var expanded: Bool
    var namespace: Namespace.ID

    func body(content: Content) -> some View {
        content
            .safeAreaInset(edge: .bottom) {
                if !expanded {
                    HStack {
                        Image("cover").matchedGeometryEffect(id: "cover", in: namespace)
                        Text("Song").matchedGeometryEffect(id: "song", in: namespace)
                    }
                    .onTapGesture { withAnimation(.snappy) { expanded = true } }
                }
            }
            .overlay {
                if expanded {
                    VStack {
                        Image("cover").matchedGeometryEffect(id: "cover", in: namespace)
                        Text("Song").matchedGeometryEffect(id: "song", in: namespace)
                        Text("Lyrics")
                    }
                }
            }
    }
}
