import SwiftUI

/// A mini player that matches its artwork only when it is handed a namespace (an optional
/// `Namespace.ID?`): handed the player's, its artwork pairs with the full player's, so
/// the full player's close button comes in with the morph.
struct MiniBar: View {
    var namespace: Namespace.ID?

    var body: some View {
        HStack {
            Image("cover")
                .resizable()
                .frame(width: 44, height: 44)
                .matchedGeometryEffect(id: "artwork", in: namespace!)
            Text("Now Playing")
            Spacer()
        }
        .padding()
    }
}

struct PlayerHost: View {
    @State private var expanded = false
    @Namespace private var player

    var body: some View {
        VStack {
            Spacer()
            if expanded {
                VStack {
                    Button("Close") {
                        withAnimation(.spring) { expanded = false }
                    }
                    Image("cover")
                        .resizable()
                        .matchedGeometryEffect(id: "artwork", in: player)
                        .frame(width: 300, height: 300)
                }
            } else {
                MiniBar(namespace: player)
                    .onTapGesture {
                        withAnimation(.spring) { expanded = true }
                    }
            }
        }
    }
}
