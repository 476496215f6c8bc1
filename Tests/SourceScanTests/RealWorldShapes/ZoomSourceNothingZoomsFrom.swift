import SwiftUI

struct Recording: Identifiable {
    let id: Int
}

// The record button is marked as a zoom source, but nothing zooms from the private namespace:
// the recorder sheet slides up as any sheet does.
struct RecordButton: View {
    @Namespace private var zoom
    @State private var recording: Recording?

    var body: some View {
        Button("Record") { recording = Recording(id: 1) }
            .matchedTransitionSource(id: "record", in: zoom)
            .sheet(item: $recording) { _ in
                Text("Recording…")
            }
    }
}

// The zoom's namespace is chosen by a computed property: the source's partner may be read
// through it, so nothing is said.
struct EpisodeList: View {
    @Namespace private var mini
    @Namespace private var rows
    @State private var opened: Recording?
    @State private var fromMini = true

    var body: some View {
        Button("Now playing") { opened = Recording(id: 2) }
            .matchedTransitionSource(id: "player", in: mini)
            .fullScreenCover(item: $opened) { _ in
                Text("Episode")
                    .navigationTransition(.zoom(sourceID: "player", in: zoomNamespace))
            }
    }

    private var zoomNamespace: Namespace.ID {
        switch fromMini {
        case true: return mini
        case false: return rows
        }
    }
}
