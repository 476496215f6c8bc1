import SwiftUI

/// No finding: a player bar pinned (`isSource: false`) to a bar always on screen is placed by
/// it, not morphed; zoom sources switched by a selection mode are animated by the sheet they
/// open; an id matched only inside a cover the presentation animates in; a detail's controls
/// moved in by their own state-driven offset.
struct PinnedPlayer: View {
    @Namespace private var player
    @State private var playing = false

    var body: some View {
        VStack {
            Color.clear.frame(height: 60).matchedGeometryEffect(id: "bar", in: player)
            if playing {
                HStack { Image("Cover"); Text("Song") }
                    .matchedGeometryEffect(id: "bar", in: player, isSource: false)
            }
        }
        .onTapGesture { withAnimation { playing.toggle() } }
    }
}

struct NotesList: View {
    @Namespace private var notes
    @State private var selecting = false
    @State private var opened: String?
    var names: [String]

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { name in
                if selecting {
                    Text(name).matchedTransitionSource(id: name, in: notes)
                } else {
                    Text(name).onTapGesture { opened = name }
                }
            }
            .toolbar { Button("Select") { selecting.toggle() } }
            .sheet(item: $opened) { name in
                Text(name).navigationTransition(.zoom(sourceID: name, in: notes))
            }
        }
    }
}

struct ArtistPage: View {
    @Namespace private var artist
    @State private var nowPlaying = false

    var body: some View {
        Button("Play") { nowPlaying = true }
            .fullScreenCover(isPresented: $nowPlaying) {
                Image("Artwork").matchedGeometryEffect(id: "artwork", in: artist)
            }
    }
}

struct PlayerSheet: View {
    @Namespace private var sheet
    @State private var expanded = false
    @State private var controlsOffset: CGFloat = 400

    var body: some View {
        VStack {
            if expanded {
                Image("Cover").matchedGeometryEffect(id: "cover", in: sheet)
                VStack { Text("Song"); Slider(value: .constant(0.4)) }
                    .offset(y: controlsOffset)
            } else {
                Image("Cover").matchedGeometryEffect(id: "cover", in: sheet)
            }
        }
        .onTapGesture { withAnimation { expanded.toggle() } }
    }
}
