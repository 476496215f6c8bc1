import SwiftUI

// The back of a flash card shows a translation only when the card has one: it still comes
// with the flip. The drag that closes it runs code in a closure in parentheses, not views.
struct FlipCard: View {
    @State private var flipped = false
    @Namespace private var card
    let word: String
    let translation: String?

    var body: some View {
        VStack {
            if flipped {
                VStack {
                    Text(word).matchedGeometryEffect(id: "word", in: card)
                    if let translation {
                        Text(translation)
                    }
                }
                .gesture(DragGesture().onEnded({ value in
                    if value.translation.height > 80 {
                        withAnimation(.spring) { flipped = false }
                    }
                }))
            } else {
                Text(word).matchedGeometryEffect(id: "word", in: card)
                    .onTapGesture { withAnimation(.spring) { flipped = true } }
            }
        }
    }
}
