import SwiftUI

// The card opens with an animation, but its close button toggles the same state bare: the
// way back is a hard cut (and the button itself comes in with the morph).
struct ExpandableCard: View {
    @Namespace private var card
    @State private var show = false

    var body: some View {
        if show {
            VStack {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: card)
                Button("Close") { show.toggle() }
            }
        } else {
            Image("cover")
                .frame(width: 80, height: 80)
                .matchedGeometryEffect(id: "cover", in: card)
                .onTapGesture { withAnimation(.spring) { show.toggle() } }
        }
    }
}
