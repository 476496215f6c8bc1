import SwiftUI

// A grid of symbols opens one of them large: each is sized by its font, 40 then 90 points,
// and a font is not interpolated, so the symbol switches size at once.
struct SymbolPicker: View {
    @Namespace private var ns
    @State private var picked: String?
    let symbols = ["star", "heart", "bolt"]

    var body: some View {
        ZStack {
            if let picked {
                Image(systemName: picked)
                    .font(.system(size: 90))
                    .matchedGeometryEffect(id: picked, in: ns)
                    .onTapGesture { withAnimation { self.picked = nil } }
            } else {
                HStack {
                    ForEach(symbols, id: \.self) { symbol in
                        Image(systemName: symbol)
                            .font(.system(size: 40))
                            .matchedGeometryEffect(id: symbol, in: ns)
                            .onTapGesture { withAnimation { picked = symbol } }
                    }
                }
            }
        }
    }
}

// Photos are drawn at their frame, not their font: nothing to say.
struct PhotoPicker: View {
    @Namespace private var ns
    @State private var picked: String?
    let photos = ["beach", "forest"]

    var body: some View {
        ZStack {
            if let picked {
                Image(picked)
                    .resizable()
                    .font(.title)
                    .matchedGeometryEffect(id: picked, in: ns)
                    .onTapGesture { withAnimation { self.picked = nil } }
            } else {
                HStack {
                    ForEach(photos, id: \.self) { photo in
                        Image(photo)
                            .resizable()
                            .font(.caption)
                            .matchedGeometryEffect(id: photo, in: ns)
                            .onTapGesture { withAnimation { picked = photo } }
                    }
                }
            }
        }
    }
}
