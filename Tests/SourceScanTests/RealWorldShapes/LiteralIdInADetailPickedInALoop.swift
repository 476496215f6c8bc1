import SwiftUI

/// The detail is picked in a loop (`if song.id == playingID`) under `if playing`, and one tap
/// sets both: its literal `"caption"` shows for one item at a time and never moves between
/// items, so it has no partner (the rows use `"caption\(song.id)"`, which it never equals).
/// The covers share their template and morph.
struct Song: Identifiable {
    var id = 0
    var title: String
}

struct Playlist: View {
    @Namespace private var songs
    @State private var playing = false
    @State private var playingID = 0
    let all = [Song(id: 0, title: "Intro"), Song(id: 1, title: "Outro")]

    var body: some View {
        ZStack {
            if !playing {
                VStack {
                    ForEach(all) { song in
                        HStack {
                            Image("cover").matchedGeometryEffect(id: "cover\(song.id)", in: songs)
                            Text(song.title).matchedGeometryEffect(id: "caption\(song.id)", in: songs)
                        }
                        .onTapGesture {
                            withAnimation(.smooth) {
                                playingID = song.id
                                playing = true
                            }
                        }
                    }
                }
            } else {
                ForEach(all) { song in
                    if song.id == playingID {
                        VStack {
                            Image("cover").matchedGeometryEffect(id: "cover\(song.id)", in: songs)
                            Text(song.title).matchedGeometryEffect(id: "caption", in: songs)
                        }
                        .onTapGesture { withAnimation(.smooth) { playing = false } }
                    }
                }
            }
        }
    }
}
