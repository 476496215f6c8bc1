import SwiftUI

struct Film: Identifiable {
    var id: Int
    var poster: String
}

/// A carousel from another module hands its content each film; the tap stores it in a
/// `Film?`, so the card's `film.id` and the detail's `film.id` name one element. The
/// detail's synopsis appears with the morph.
struct FilmShelf: View {
    @Namespace private var shelf
    @State private var picked: Film?
    var films: [Film]

    var body: some View {
        ZStack {
            SnapCarousel(items: films) { film in
                Image(film.poster)
                    .matchedGeometryEffect(id: film.id, in: shelf)
                    .onTapGesture { withAnimation { picked = film } }
            }
            .opacity(picked == nil ? 1 : 0)
            if let picked {
                FilmDetail(film: picked, shelf: shelf)
                    .onTapGesture { withAnimation { self.picked = nil } }
            }
        }
    }
}

struct FilmDetail: View {
    var film: Film
    var shelf: Namespace.ID

    var body: some View {
        VStack {
            Image(film.poster)
                .matchedGeometryEffect(id: film.id, in: shelf)
            Text("Synopsis")
        }
    }
}
