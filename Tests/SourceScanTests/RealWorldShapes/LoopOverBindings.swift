import SwiftUI

struct Token: Identifiable {
    let id: Int
    var name: String
}

// `ForEach($tokens) { $token in` binds the item as `token` too: each copy's id reads its own
// item, so the grid holds one source per token, not many of one id.
struct Wallet: View {
    @Namespace private var wallet
    @State private var tokens: [Token] = []
    @State private var opened: Token?

    var body: some View {
        if let opened {
            Text(opened.name)
                .matchedGeometryEffect(id: "name\(opened.id)", in: wallet)
                .onTapGesture { withAnimation(.smooth) { self.opened = nil } }
        } else {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach($tokens) { $token in
                    TextField("Name", text: $token.name)
                        .matchedGeometryEffect(id: "name\(token.id)", in: wallet)
                        .onTapGesture { withAnimation(.smooth) { opened = token } }
                }
            }
        }
    }
}
