import SwiftUI

// Each row hands its item to the pushed detail, which names its ids after its own property
// (`fruit`): the row's `item.id` and the detail's `fruit.id` are one element per row, though
// nothing here says what type the rows are.
struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitList: View {
    @Namespace private var namespace
    let fruits = FruitStore.load()

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits) { item in
                    NavigationLink(destination: FruitDetail(namespace: namespace, fruit: item)) {
                        HStack {
                            Image(item.name).matchedGeometryEffect(id: "\(item.id)image", in: namespace)
                            Text(item.name).matchedGeometryEffect(id: "\(item.id)title", in: namespace)
                        }
                    }
                }
            }
        }
    }
}

struct FruitDetail: View {
    var namespace: Namespace.ID
    var fruit: Fruit

    var body: some View {
        VStack {
            Text(fruit.name).matchedGeometryEffect(id: "\(fruit.id)title", in: namespace)
            Image(fruit.name).matchedGeometryEffect(id: "\(fruit.id)image", in: namespace)
        }
    }
}
