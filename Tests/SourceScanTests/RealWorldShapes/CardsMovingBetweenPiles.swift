import SwiftUI

struct SolitaireCard: Identifiable {
    let id = UUID()
    var faceUp = false
}

struct SolitairePile {
    var cards: [SolitaireCard] = []
}

struct SolitaireTable: View {
    @Namespace private var table
    @State private var deck = SolitairePile()
    @State private var hand = SolitairePile()

    var body: some View {
        VStack {
            ZStack {
                ForEach($deck.cards) { card in
                    SolitaireCardFace(card: card, in: table)
                }
            }
            .onTapGesture {
                withAnimation { hand.cards.append(deck.cards.removeLast()) }
            }
            HStack {
                ForEach($hand.cards) { card in
                    SolitaireCardFace(card: card, in: table)
                }
            }
        }
    }
}

struct SolitaireCardFace: View {
    @Binding var card: SolitaireCard
    let table: Namespace.ID

    init(card: Binding<SolitaireCard>, in table: Namespace.ID) {
        self._card = card
        self.table = table
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(card.faceUp ? .white : .blue)
            .frame(width: 60, height: 90)
            .matchedGeometryEffect(id: card.id, in: table)
    }
}
