import SwiftUI

/// A mini player that matches its artwork in the namespace it is handed, read through a
/// computed property (`artworkSpace`, its own namespace when it is handed none): handed the
/// player's, its artwork pairs with the full player's, so the full player's close button
/// comes in with the morph.
struct MiniBar: View {
    var namespace: Namespace.ID?
    @Namespace private var own

    private var artworkSpace: Namespace.ID { namespace ?? own }

    var body: some View {
        HStack {
            Image("cover")
                .resizable()
                .frame(width: 44, height: 44)
                .matchedGeometryEffect(id: "artwork", in: artworkSpace)
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
