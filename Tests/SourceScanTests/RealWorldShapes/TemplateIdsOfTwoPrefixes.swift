import SwiftUI

struct Fern: Identifiable {
    let id = UUID()
    let photo: String
}

struct FernShop: View {
    @Namespace private var shop
    @State private var chosen: Fern!
    @State private var open = false
    let ferns: [Fern]

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(ferns) { fern in
                    FernCard(fern: fern, shop: shop)
                        .onTapGesture { withAnimation(.easeIn) { chosen = fern; open = true } }
                }
            }
            if chosen != nil && open {
                FernPage(chosen: $chosen, shop: shop)
            }
        }
    }
}

struct FernCard: View {
    let fern: Fern
    let shop: Namespace.ID

    var body: some View {
        Image(fern.photo)
            .matchedGeometryEffect(id: "fern\(fern.photo)", in: shop)
    }
}

struct FernPage: View {
    @Binding var chosen: Fern!
    let shop: Namespace.ID

    var body: some View {
        VStack {
            Image(chosen.photo)
                .matchedGeometryEffect(id: "chosen\(chosen.photo)", in: shop)
            Text("Water weekly")
        }
    }
}
