import SwiftUI

final class ShoeModel: ObservableObject {
    @Published var addsToCart = false
}

// The screen owns the model and hands it on with .environmentObject; the sheet of sizes reads
// it as `store`. Both sides of the shoe's morph are switched by one state, `addsToCart`,
// changed in one withAnimation: two names, one object.
struct ShoeScreen: View {
    @StateObject var model = ShoeModel()
    @Namespace private var shoe

    var body: some View {
        ZStack(alignment: .top) {
            if model.addsToCart {
                Image("shoe")
                    .resizable()
                    .frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "shoe", in: shoe)
            }
            SizePicker(shoe: shoe)
                .environmentObject(model)
        }
    }
}

struct SizePicker: View {
    @EnvironmentObject var store: ShoeModel
    var shoe: Namespace.ID

    var body: some View {
        VStack {
            if !store.addsToCart {
                Image("shoe")
                    .resizable()
                    .frame(width: 200, height: 200)
                    .matchedGeometryEffect(id: "shoe", in: shoe)
            }
            Button("Add to cart") {
                withAnimation(.smooth) { store.addsToCart.toggle() }
            }
        }
    }
}
