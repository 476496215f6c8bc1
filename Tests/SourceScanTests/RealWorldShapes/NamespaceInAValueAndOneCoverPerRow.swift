import SwiftUI

// The namespace is stored in a value other code reads (`Presentation(namespace: ns)`): its
// partner may be matched there. A cover each row attaches is presented one at a time.
struct FocusHost: View {
    @Namespace private var ns
    @State private var focused = false

    var body: some View {
        VStack {
            if focused {
                Text("Item").matchedGeometryEffect(id: "item", in: ns)
            }
        }
        .preference(key: PresentationKey.self, value: [Presentation(namespace: ns)])
        .animation(.smooth, value: focused)
    }
}

struct Presentation: Equatable {
    let namespace: Namespace.ID
}

struct FavouriteList: View {
    @Namespace private var list
    @State private var showsAdd = false
    let coins: [String]

    var body: some View {
        ForEach(coins, id: \.self) { coin in
            Text(coin)
                .onTapGesture { showsAdd = true }
                .fullScreenCover(isPresented: $showsAdd) {
                    Text(coin).matchedGeometryEffect(id: "name", in: list)
                }
        }
    }
}
