import SwiftUI

/// A workout card opens into its page; the page's notes slide up from below the screen as the
/// page appears, on the same spring as the morph: they arrive with it, not after it.
struct WorkoutCard: View {
    @Namespace private var card
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                WorkoutPage(card: card)
            } else {
                RoundedRectangle(cornerRadius: 16)
                    .matchedGeometryEffect(id: "card", in: card)
                    .frame(width: 160, height: 100)
                    .onTapGesture { withAnimation(.spring) { open = true } }
            }
        }
    }
}

struct WorkoutPage: View {
    let card: Namespace.ID
    @State private var arrived = false

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 24)
                .matchedGeometryEffect(id: "card", in: card)
                .frame(height: 300)
            Text("Warm up for ten minutes, then three rounds.")
                .offset(y: arrived ? 12 : UIScreen.main.bounds.height)
        }
        .onAppear {
            withAnimation(.spring) { arrived = true }
        }
    }
}
