import SwiftUI

/// Ids held in `let` constants of the view, read in its helpers: each is its value (no use of
/// the view can give it another), so the player and its mini bar share five of them.
struct ConstantIdPlayer: View {
    @Namespace private var ns
    @State private var expanded = false
    let coverID = "cover"
    let titleID = "title"
    let artistID = "artist"
    let playID = "play"
    let nextID = "next"

    var body: some View {
        ZStack {
            if expanded { full } else { mini }
        }
        .onTapGesture { withAnimation(.smooth) { expanded.toggle() } }
    }

    private var full: some View {
        VStack {
            Image("cover").resizable().frame(width: 280, height: 280).matchedGeometryEffect(id: coverID, in: ns)
            Text("Song").font(.title).matchedGeometryEffect(id: titleID, in: ns)
            Text("Artist").font(.title).matchedGeometryEffect(id: artistID, in: ns)
            Image(systemName: "play.fill").matchedGeometryEffect(id: playID, in: ns)
            Image(systemName: "forward.fill").matchedGeometryEffect(id: nextID, in: ns)
        }
    }

    private var mini: some View {
        HStack {
            Image("cover").resizable().frame(width: 44, height: 44).matchedGeometryEffect(id: coverID, in: ns)
            Text("Song").font(.title).matchedGeometryEffect(id: titleID, in: ns)
            Text("Artist").font(.title).matchedGeometryEffect(id: artistID, in: ns)
            Image(systemName: "play.fill").matchedGeometryEffect(id: playID, in: ns)
            Image(systemName: "forward.fill").matchedGeometryEffect(id: nextID, in: ns)
        }
    }
}

/// Pills matched so they move as the list reorders, shown once the strip is measured: the
/// measured size arriving shows loaded content, not a morph an animation could miss.
struct MeasuredPills: View {
    @Namespace private var pills
    @State private var width: CGFloat?
    var names: [String]

    var body: some View {
        HStack {
            if let width {
                ForEach(names, id: \.self) { name in
                    Text(name).frame(maxWidth: width / 4).matchedGeometryEffect(id: name, in: pills)
                }
            }
        }
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { newValue in
            width = newValue
        }
    }
}
