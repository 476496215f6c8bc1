import SwiftUI

// The player hands its namespace as `_namespace.wrappedValue`. The song title is matched
// only once it is loaded, under an `if let` of each mode's own: with it, the two modes match
// five ids at once (the large one's chevron has no partner).
enum PlayerSize { case small, large }

struct ModalPlayer: View {
    @State private var size = PlayerSize.small
    @Namespace private var namespace
    let song: String?

    var body: some View {
        switch size {
        case .small:
            SmallModalPlayer(song: song, namespace: _namespace.wrappedValue)
                .onTapGesture { withAnimation(.spring) { size = .large } }
        case .large:
            LargeModalPlayer(song: song, namespace: _namespace.wrappedValue)
                .onTapGesture { withAnimation(.spring) { size = .small } }
        }
    }
}

struct SmallModalPlayer: View {
    let song: String?
    let namespace: Namespace.ID

    var body: some View {
        HStack {
            Image("cover").matchedGeometryEffect(id: "cover", in: namespace)
            if let song {
                Text(song).matchedGeometryEffect(id: "song", in: namespace)
            }
            Image(systemName: "backward").matchedGeometryEffect(id: "back", in: namespace)
            Image(systemName: "play").matchedGeometryEffect(id: "play", in: namespace)
            Image(systemName: "forward").matchedGeometryEffect(id: "next", in: namespace)
        }
    }
}

struct LargeModalPlayer: View {
    let song: String?
    let namespace: Namespace.ID

    var body: some View {
        VStack {
            Image(systemName: "chevron.down").matchedGeometryEffect(id: "chevron", in: namespace)
            Image("cover").matchedGeometryEffect(id: "cover", in: namespace)
            if let song {
                Text(song).matchedGeometryEffect(id: "song", in: namespace)
            }
            HStack {
                Image(systemName: "backward").matchedGeometryEffect(id: "back", in: namespace)
                Image(systemName: "play").matchedGeometryEffect(id: "play", in: namespace)
                Image(systemName: "forward").matchedGeometryEffect(id: "next", in: namespace)
            }
        }
    }
}
