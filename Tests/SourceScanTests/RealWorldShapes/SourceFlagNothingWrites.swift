import SwiftUI

// Which card is the source follows `showingCard`, but no code sets it (the detail that
// would was never written): nothing switches, so no change goes unanimated.
struct Lectures: View {
    @Namespace var cards
    @State var showingCard = false
    let titles = ["Swift", "SwiftUI"]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .matchedGeometryEffect(id: title, in: cards, isSource: !showingCard)
            }
        }
    }
}
