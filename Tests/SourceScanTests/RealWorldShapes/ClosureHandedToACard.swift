import SwiftUI

/// The deal is switched in a closure handed to the card, which runs it in a withAnimation.
struct DealTable: View {
    @Namespace private var table
    @State private var dealt = false

    var body: some View {
        ZStack {
            if dealt {
                PlayingCard(label: "A", namespace: table) { dealt = false }
            } else {
                PlayingCard(label: "A", namespace: table) { dealt = true }
                    .frame(width: 60)
            }
        }
    }
}

struct PlayingCard: View {
    let label: String
    let namespace: Namespace.ID
    let change: () -> Void

    var body: some View {
        Text(label)
            .padding(40)
            .matchedGeometryEffect(id: label, in: namespace)
            .onTapGesture { withAnimation(.easeInOut) { change() } }
    }
}
