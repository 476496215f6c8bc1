import SwiftUI

struct Band: Identifiable {
    var id: UUID
    var image: String
    static let samples: [Band] = []
}

/// The detail reads the selected model through `selected!` and the grid its items: one
/// element. A tapped symbol name shown again by an `if let` of the state it was stored in:
/// one element too. Either way the grid's copy stays while the detail shows it, unless an
/// `.opacity` of that state hides it.
struct BandWall: View {
    @Namespace private var wall
    @State private var show = false
    @State private var selected: Band?

    var body: some View {
        ZStack {
            ForEach(Band.samples) { band in
                Image(band.image)
                    .matchedGeometryEffect(id: band.id, in: wall)
                    .onTapGesture { withAnimation { selected = band; show = true } }
            }
            if show {
                Image(selected!.image)
                    .matchedGeometryEffect(id: selected!.id, in: wall)
                    .onTapGesture { withAnimation { show = false } }
            }
        }
    }
}

struct SymbolPicker: View {
    @Namespace private var picker
    @State private var picked: String?
    let symbols = ["sun.max", "moon", "cloud"]

    var body: some View {
        ZStack {
            HStack {
                ForEach(symbols, id: \.self) { symbol in
                    Image(systemName: symbol)
                        .matchedGeometryEffect(id: symbol, in: picker)
                        .onTapGesture { withAnimation { picked = symbol } }
                }
            }
            if let picked {
                Image(systemName: picked)
                    .matchedGeometryEffect(id: picked, in: picker)
                    .onTapGesture { withAnimation { self.picked = nil } }
            }
        }
    }
}

struct HiddenSymbolPicker: View {
    @Namespace private var picker
    @State private var picked: String?
    let symbols = ["sun.max", "moon", "cloud"]

    var body: some View {
        ZStack {
            HStack {
                ForEach(symbols, id: \.self) { symbol in
                    Image(systemName: symbol)
                        .matchedGeometryEffect(id: symbol, in: picker)
                        .onTapGesture { withAnimation { picked = symbol } }
                }
            }
            .opacity(picked == nil ? 1 : 0)
            if let picked {
                Image(systemName: picked)
                    .matchedGeometryEffect(id: picked, in: picker)
                    .onTapGesture { withAnimation { self.picked = nil } }
            }
        }
    }
}
