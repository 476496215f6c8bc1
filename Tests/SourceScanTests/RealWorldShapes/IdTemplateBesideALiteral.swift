import SwiftUI

/// The detail matches its name as a literal id, the rows as a template of the dish: `"name"`
/// is never `"name\(dish.id)"`, so neither has a partner. The photos share a template and morph.
struct Dish: Identifiable {
    var id = UUID()
    var name: String
}

struct DishMenu: View {
    @Namespace private var menu
    @State private var picked: Dish?
    let dishes = [Dish(name: "Soup"), Dish(name: "Pie")]

    var body: some View {
        ZStack {
            if let dish = picked {
                VStack {
                    Image("photo").matchedGeometryEffect(id: "photo\(dish.id)", in: menu)
                    Text(dish.name).matchedGeometryEffect(id: "name", in: menu)
                }
                .onTapGesture { withAnimation { picked = nil } }
            } else {
                ForEach(dishes) { dish in
                    HStack {
                        Image("photo").matchedGeometryEffect(id: "photo\(dish.id)", in: menu)
                        Text(dish.name).matchedGeometryEffect(id: "name\(dish.id)", in: menu)
                    }
                    .onTapGesture { withAnimation { picked = dish } }
                }
            }
        }
    }
}
