import SwiftUI

struct Swatch: Identifiable, Equatable {
    let id: Int
    let color: Color
}

// Each swatch moves from the palette to the picked row; the change is a closure handed to the
// view's own `tile` function, which runs it inside withAnimation: the move is animated.
struct Palette: View {
    @Namespace private var ns
    @State private var picked: [Swatch] = []
    let swatches: [Swatch]

    var body: some View {
        VStack {
            HStack {
                ForEach(picked) { swatch in
                    tile(swatch) { picked.removeAll { $0 == swatch } }
                }
            }
            HStack {
                ForEach(swatches) { swatch in
                    if !picked.contains(swatch) {
                        tile(swatch) { picked.append(swatch) }
                    }
                }
            }
        }
    }

    func tile(_ swatch: Swatch, _ action: @escaping () -> Void) -> some View {
        swatch.color
            .frame(width: 44, height: 44)
            .matchedGeometryEffect(id: swatch.id, in: ns)
            .onTapGesture { withAnimation(.snappy) { action() } }
    }
}
