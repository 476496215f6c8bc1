import SwiftUI

// Tabs switch the whole grid away; the detail's `if` shows one element. Only the detail's
// state morphs an element: the other tabs' screens are no one-state content of the morph.
struct ShopTabs: View {
    @Namespace private var shop
    @State private var tab = 0
    @State private var open = false
    @State private var item: Product?

    var body: some View {
        ZStack {
            switch tab {
            case 0:
                ScrollView {
                    ForEach(catalog) { product in
                        Image(product.photo)
                            .matchedGeometryEffect(id: product.id, in: shop, isSource: !open)
                            .onTapGesture { withAnimation(.snappy) { item = product; open = true } }
                    }
                }
            default:
                Text("Account")
            }
            if open, let item {
                Image(item.photo)
                    .matchedGeometryEffect(id: item.id, in: shop)
                    .transition(.opacity.animation(.smooth.delay(0.15)))
            }
            ShopTabBar(tab: $tab)
        }
    }
}

struct ShopTabBar: View {
    @Binding var tab: Int

    var body: some View {
        HStack {
            Button("Shop") { withAnimation { tab = 0 } }
            Button("Account") { withAnimation { tab = 1 } }
        }
    }
}
