import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let symbol: String
}

struct ShopGrid: View {
    @Namespace private var shop
    @State private var picked = Product(id: 0, name: "Lamp", symbol: "lamp.desk")
    @State private var showDetail = false
    let products: [Product]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(products) { product in
                        ProductCard(product: product, shop: shop)
                            .onTapGesture {
                                picked = product
                                withAnimation(.spring) { showDetail = true }
                            }
                    }
                }
            }
            .opacity(showDetail ? 0 : 1)

            if showDetail {
                ProductDetail(product: picked, shop: shop, showDetail: $showDetail)
            }
        }
    }
}

struct ProductCard: View {
    let product: Product
    let shop: Namespace.ID

    var body: some View {
        VStack {
            Image(systemName: product.symbol)
                .matchedGeometryEffect(id: "symbol\(product.id)", in: shop)
            Text(product.name)
                .matchedGeometryEffect(id: "name\(product.id)", in: shop)
        }
    }
}

struct ProductDetail: View {
    let product: Product
    let shop: Namespace.ID
    @Binding var showDetail: Bool

    var body: some View {
        VStack {
            Image(systemName: product.symbol)
                .font(.largeTitle)
                .matchedGeometryEffect(id: "symbol\(product.id)", in: shop)
            Group {
                Text(product.name)
                    .font(.title)
                Button("Close") {
                    withAnimation(.spring) { showDetail = false }
                }
            }
            .transition(.opacity.animation(.smooth.delay(0.15)))
        }
    }
}
