import SwiftUI

// The stock card morphs by the stock's id; the detail also matches its own parts by names
// written in the code ("logo", "price"). No stock's id is ever "logo", so those parts have no
// partner in the list and appear from nowhere. A name the list matches too ("heading") morphs.
struct Stock: Identifiable {
    let id: String
    let ticker: String
}

struct StockBoard: View {
    @Namespace private var board
    @State private var opened: Stock?
    let stocks: [Stock]

    var body: some View {
        ZStack {
            if let stock = opened {
                StockDetail(stock: stock, board: board)
                    .onTapGesture { withAnimation(.smooth) { opened = nil } }
            } else {
                VStack {
                    Text("Stocks")
                        .matchedGeometryEffect(id: "heading", in: board)
                    ForEach(stocks) { stock in
                        Text(stock.ticker)
                            .matchedGeometryEffect(id: "\(stock.id)", in: board)
                            .onTapGesture { withAnimation(.smooth) { opened = stock } }
                    }
                }
            }
        }
    }
}

struct StockDetail: View {
    let stock: Stock
    let board: Namespace.ID

    var body: some View {
        VStack {
            Image(systemName: "chart.line.uptrend.xyaxis")
                .matchedGeometryEffect(id: "logo", in: board)
            Text("Stocks")
                .matchedGeometryEffect(id: "heading", in: board)
            Text("12.30")
                .matchedGeometryEffect(id: "price", in: board)
        }
        .matchedGeometryEffect(id: "\(stock.id)", in: board)
    }
}
