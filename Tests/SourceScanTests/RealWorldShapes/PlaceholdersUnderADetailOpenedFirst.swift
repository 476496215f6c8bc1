import SwiftUI

/// The detail opens in its own `if open` written before the grid, and the grid's `if open`
/// shows placeholders in place of the cards: they keep the layout under the detail and are
/// none of its content. The detail's caption pops in with the morph.
struct Plate: Identifiable {
    var id = 0
    var name: String
}

struct MenuScreen: View {
    @Namespace private var menu
    @State private var open = false
    @State private var chosen = Plate(name: "Soup")
    let plates = [Plate(id: 0, name: "Soup"), Plate(id: 1, name: "Pie")]

    var body: some View {
        ZStack {
            if open {
                VStack {
                    Image("dish").matchedGeometryEffect(id: "photo\(chosen.id)", in: menu)
                    Text("Served warm")
                }
                .onTapGesture { withAnimation(.spring()) { open = false } }
                .zIndex(1)
            }
            ScrollView {
                if open {
                    ForEach(plates) { _ in
                        RoundedRectangle(cornerRadius: 20).fill(.white).frame(height: 200).opacity(0.3)
                    }
                } else {
                    ForEach(plates) { dish in
                        Image("dish")
                            .matchedGeometryEffect(id: "photo\(dish.id)", in: menu)
                            .onTapGesture {
                                withAnimation(.spring()) {
                                    chosen = dish
                                    open = true
                                }
                            }
                    }
                }
            }
        }
    }
}
