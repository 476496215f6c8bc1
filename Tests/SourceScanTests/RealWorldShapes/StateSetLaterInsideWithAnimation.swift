import SwiftUI

// A long press opens the card after a short wait: the wait's closure runs after the
// withAnimation around it has ended, so the card opens with a hard cut. The tap that waits
// and then animates its own change morphs.
struct PressToOpenCard: View {
    @Namespace private var card
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                RoundedRectangle(cornerRadius: 24)
                    .matchedGeometryEffect(id: "card", in: card)
                    .frame(height: 420)
                    .onTapGesture {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                            withAnimation(.spring) { open = false }
                        }
                    }
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .matchedGeometryEffect(id: "card", in: card)
                    .frame(width: 120, height: 160)
                    .onLongPressGesture {
                        withAnimation(.spring) {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                                open = true
                            }
                        }
                    }
            }
        }
    }
}
