import SwiftUI

// A grid of colours matched by position; the tap stores the position and the detail is
// matched by the stored value (`selectedIndex!`): the picked card's id. The close button
// appears with the morph.
struct ColourCards: View {
    @State private var selectedIndex: Int?
    @Namespace private var cards
    let colours: [Color] = [.red, .green, .blue, .orange]

    var body: some View {
        ZStack {
            if selectedIndex == nil {
                VStack {
                    ForEach(0..<colours.count, id: \.self) { index in
                        colours[index]
                            .matchedGeometryEffect(id: index, in: cards)
                            .onTapGesture { withAnimation(.spring) { selectedIndex = index } }
                    }
                }
            } else {
                ZStack(alignment: .topTrailing) {
                    colours[selectedIndex ?? 0]
                        .matchedGeometryEffect(id: selectedIndex!, in: cards)
                    Image(systemName: "xmark.circle.fill")
                        .onTapGesture { withAnimation(.spring) { selectedIndex = nil } }
                }
            }
        }
    }
}
