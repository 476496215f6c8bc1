import SwiftUI

struct DeckShell: View {
    @State private var expanded = false
    @Namespace private var player

    var body: some View {
        ZStack {
            DeckMiniBar(expanded: $expanded, player: player)
                .opacity(expanded ? 0 : 1)
            DeckFullPage(expanded: expanded, player: player)
                .opacity(expanded ? 1 : 0)
        }
    }
}

struct DeckMiniBar: View {
    @Binding var expanded: Bool
    var player: Namespace.ID

    var body: some View {
        HStack {
            if !expanded {
                Image("cover")
                    .matchedGeometryEffect(id: "art", in: player)
            }
            Text("Song")
        }
        .onTapGesture { withAnimation(.smooth) { expanded = true } }
    }
}

struct DeckFullPage: View {
    var expanded: Bool
    var player: Namespace.ID

    var body: some View {
        VStack {
            if expanded {
                Image("cover")
                    .matchedGeometryEffect(id: "art", in: player)
                Text("Controls")
                    .transition(.move(edge: .bottom))
            }
        }
    }
}
