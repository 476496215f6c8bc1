import SwiftUI

enum Facing { case up, down }

struct TarotCard: Identifiable {
    let id = UUID()
    var facing = Facing.down
}

// A card view with a namespace of its own for its flip (face and back share the card's id) and
// the table's namespace, handed in, for moves between piles: two elements, two namespaces.
struct TarotCardView: View {
    @Binding var card: TarotCard
    let table: Namespace.ID
    @Namespace private var flip

    var body: some View {
        ZStack {
            switch card.facing {
            case .up:
                RoundedRectangle(cornerRadius: 8).fill(.white)
                    .matchedGeometryEffect(id: card.id, in: flip)
            case .down:
                RoundedRectangle(cornerRadius: 8).fill(.indigo)
                    .matchedGeometryEffect(id: card.id, in: flip)
            }
        }
        .frame(width: 60, height: 90)
        .matchedGeometryEffect(id: card.id, in: table)
        .onTapGesture { withAnimation { card.facing = card.facing == .up ? .down : .up } }
    }
}
