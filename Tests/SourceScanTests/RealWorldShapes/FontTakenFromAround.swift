import SwiftUI

/// Texts that set no font take one from around them. The name shows the body font in the
/// tile and `.title` in the detail: it switches. The price takes `.title` from its stack in
/// the tile, as the detail's sets it: nothing switches. The city's font comes from a
/// modifier of the app's own: unknown, so not compared.
struct Flat: Identifiable {
    var id = 0
    var name: String
}

extension View {
    func captionStyle() -> some View { font(.caption) }
}

struct FlatFinder: View {
    @Namespace private var flats
    @State private var open = false
    let flat = Flat(name: "Loft")

    var body: some View {
        if open {
            VStack {
                Text(flat.name).font(.title).matchedGeometryEffect(id: "name", in: flats)
                Text("1,200").font(.title).matchedGeometryEffect(id: "price", in: flats)
                Text("Porto").font(.headline).matchedGeometryEffect(id: "city", in: flats)
            }
            .onTapGesture { withAnimation { open = false } }
        } else {
            VStack {
                Text(flat.name).matchedGeometryEffect(id: "name", in: flats)
                VStack {
                    Text("1,200").matchedGeometryEffect(id: "price", in: flats)
                }
                .font(.title)
                Text("Porto").captionStyle().matchedGeometryEffect(id: "city", in: flats)
            }
            .onTapGesture { withAnimation { open = true } }
        }
    }
}
