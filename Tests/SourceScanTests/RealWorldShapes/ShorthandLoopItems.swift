import SwiftUI

struct Swatch: Identifiable {
    let id: Int
}

// A loop whose content reads its item as `$0`: each copy has its own id, not one shared id.
struct SwatchStrip: View {
    let swatches = [Swatch(id: 1), Swatch(id: 2), Swatch(id: 3)]
    @State private var wide = false
    @Namespace private var strip

    var body: some View {
        Group {
            if wide {
                HStack { ForEach(swatches) { Color.blue.matchedGeometryEffect(id: $0.id, in: strip) } }
            } else {
                VStack { ForEach(swatches) { Color.blue.matchedGeometryEffect(id: $0.id, in: strip) } }
            }
        }
        .onTapGesture { withAnimation { wide.toggle() } }
    }
}
