import SwiftUI

struct Poster: Identifiable {
    let id = UUID()
    let artwork: String
    let title: String
}

// A tap stores the poster's artwork name, a member of the loop's item, in a plain state; the
// detail's photo is matched by the name `if let` unwraps from that state. One element: the
// caption the detail shows beside the photo comes in with the morph.
struct PosterWall: View {
    @Namespace private var wall
    @State private var openArtwork: String?
    let posters: [Poster] = [Poster(artwork: "dune", title: "Dune"), Poster(artwork: "heat", title: "Heat")]

    var body: some View {
        ZStack {
            VStack {
                ForEach(posters) { poster in
                    if openArtwork != poster.artwork {
                        Image(poster.artwork).matchedGeometryEffect(id: poster.artwork, in: wall)
                            .onTapGesture {
                                withAnimation(.spring()) { openArtwork = poster.artwork }
                            }
                    }
                }
            }
            if let artwork = openArtwork {
                VStack {
                    Image(artwork).matchedGeometryEffect(id: artwork, in: wall)
                    Text("Now showing")
                }
                .onTapGesture {
                    withAnimation(.spring()) { openArtwork = nil }
                }
            }
        }
    }
}
