import SwiftUI

// A tile and its detail are two child views, each one stack of text and colour, matched whole
// as the only element: the tile's text warps into the detail's. The same badge view on both
// sides shows the same content and only moves.
struct Tile: View {
    let name: String
    var body: some View {
        ZStack {
            Color.blue
            Text(name)
        }
    }
}

struct TileDetail: View {
    let name: String
    var body: some View {
        VStack {
            Text("PLANT").font(.caption)
            Text(name).font(.largeTitle)
        }
    }
}

struct Plants: View {
    @Namespace private var space
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                TileDetail(name: "Fern")
                    .matchedGeometryEffect(id: "fern", in: space)
                    .transition(.opacity.animation(.smooth.delay(0.2)))
            } else {
                Tile(name: "Fern")
                    .matchedGeometryEffect(id: "fern", in: space)
                    .frame(width: 80, height: 80)
            }
        }
        .onTapGesture { withAnimation(.smooth) { open.toggle() } }
    }
}

struct Badge: View {
    var body: some View {
        HStack {
            Image(systemName: "leaf")
            Text("New")
        }
    }
}

struct Shelf: View {
    @Namespace private var space
    @State private var moved = false

    var body: some View {
        VStack {
            if moved {
                Badge().matchedGeometryEffect(id: "badge", in: space)
                Spacer()
            } else {
                Spacer()
                Badge().matchedGeometryEffect(id: "badge", in: space)
            }
        }
        .animation(.smooth, value: moved)
    }
}
