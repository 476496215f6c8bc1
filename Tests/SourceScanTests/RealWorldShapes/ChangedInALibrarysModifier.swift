import SwiftUI
import ButtonKit

// A swatch that grows into a panel, toggled in a library's own tap modifier (which may run it
// in a withAnimation of its own). The plain tap beside it cuts.
struct SwatchSwitch: View {
    @Namespace private var space
    @State private var grown = false
    @State private var marked = false

    var body: some View {
        HStack {
            if !grown {
                Circle()
                    .matchedGeometryEffect(id: "swatch", in: space)
                    .frame(width: 24, height: 24)
            }
            Text("Switch")
                .pressable {
                    grown.toggle()
                }
            if grown {
                RoundedRectangle(cornerRadius: 16)
                    .matchedGeometryEffect(id: "swatch", in: space)
                    .frame(width: 96, height: 96)
            }
            if marked {
                Capsule().matchedGeometryEffect(id: "mark", in: space)
            } else {
                Circle().matchedGeometryEffect(id: "mark", in: space)
            }
        }
        .onTapGesture { marked.toggle() }
    }
}
