import SwiftUI

struct StoreScreen: View {
    @State private var checkingOut = false

    var body: some View {
        if checkingOut {
            CheckoutSteps()
        } else {
            Catalog(checkingOut: $checkingOut)
        }
    }
}

struct Catalog: View {
    @Namespace private var animation
    @State private var section = "New"
    @Binding var checkingOut: Bool

    var body: some View {
        VStack {
            HStack {
                ForEach(["New", "Sale"], id: \.self) { name in
                    Text(name)
                        .background {
                            if section == name {
                                Capsule().matchedGeometryEffect(id: "Tab", in: animation)
                            }
                        }
                        .onTapGesture { withAnimation { section = name } }
                }
            }
            Button("Check out") { withAnimation { checkingOut = true } }
        }
    }
}

struct CheckoutSteps: View {
    @Namespace private var animation
    @State private var step = "Cart"

    var body: some View {
        HStack {
            ForEach(["Cart", "Pay"], id: \.self) { name in
                Text(name)
                    .overlay(alignment: .bottom) {
                        if step == name {
                            Rectangle().frame(height: 2).matchedGeometryEffect(id: "Tab", in: animation)
                        }
                    }
                    .onTapGesture { withAnimation { step = name } }
            }
        }
    }
}
