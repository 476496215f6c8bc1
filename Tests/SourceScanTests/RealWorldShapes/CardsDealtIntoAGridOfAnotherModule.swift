import SwiftUI

// Cards dealt from a deck into a grid view the scan does not declare: the grid's closure shows
// a card only once it is dealt (`if isDealt(card)`), the deck only those not yet dealt. The `if`
// picks items of many, not one detail beside the deck: never two sources of one card.
struct CardTable: View {
    @ObservedObject var game: CardGame
    @State private var dealt = Set<Card.ID>()
    @Namespace private var dealing

    var body: some View {
        VStack {
            grid
            deck
        }
    }

    private var grid: some View {
        CardGrid(game.cards) { card in
            if isDealt(card) {
                cardView(card)
                    .onTapGesture { withAnimation { game.choose(card) } }
            }
        }
    }

    private var deck: some View {
        ZStack {
            ForEach(undealtCards) { card in
                cardView(card)
            }
        }
        .onTapGesture { deal() }
    }

    private func cardView(_ card: Card) -> some View {
        CardFace(card: card)
            .matchedGeometryEffect(id: card.id, in: dealing)
    }

    private func isDealt(_ card: Card) -> Bool { dealt.contains(card.id) }

    private var undealtCards: [Card] { game.cards.filter { !isDealt($0) } }

    private func deal() {
        for card in game.cards {
            withAnimation(.easeInOut(duration: 0.5)) { _ = dealt.insert(card.id) }
        }
    }
}
