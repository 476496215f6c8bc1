import SwiftUI

// The mini bar shows only while a song is loaded (`if let song`), and an `.animation(_:value:)`
// inside that branch animates the song's changes. That modifier comes and goes with its branch:
// it animates no appearance of the bar, so the bar's `if let` is no second morph state, and the
// player opened over it is the morph's side, with content sliding and fading in with it.
final class NowPlayingModel: ObservableObject {
    @Published var song: String?
    @Published var isOpen = false
}

struct SongRoot: View {
    @Namespace private var player
    @StateObject private var model = NowPlayingModel()

    var body: some View {
        ZStack(alignment: .bottom) {
            List { Text("Library") }
            LoadedSongBar(model: model, namespace: player)
        }
        .overlay {
            if model.isOpen {
                OpenedPlayer(namespace: player)
            }
        }
        .animation(.smooth, value: model.isOpen)
    }
}

struct LoadedSongBar: View {
    @ObservedObject var model: NowPlayingModel
    var namespace: Namespace.ID

    var body: some View {
        if let song = model.song {
            Button {
                withAnimation(.smooth) { model.isOpen = true }
            } label: {
                HStack {
                    RoundedRectangle(cornerRadius: 8)
                        .matchedGeometryEffect(id: "artwork", in: namespace, isSource: !model.isOpen)
                    Text(song)
                }
            }
            .animation(.easeInOut, value: model.song)
        }
    }
}

struct OpenedPlayer: View {
    var namespace: Namespace.ID

    var body: some View {
        VStack {
            Text("Now Playing")
            RoundedRectangle(cornerRadius: 16)
                .matchedGeometryEffect(id: "artwork", in: namespace)
            Slider(value: .constant(0.5))
        }
        .transition(.move(edge: .bottom).combined(with: .opacity))
    }
}
