import SwiftUI

// The two numbers swap places around a Swap button written the same way in both branches:
// the button stays, it is no content of one state. The note shown only once swapped is.
struct NumberSwap: View {
    @Namespace private var numbers
    @State private var swapped = false

    var body: some View {
        HStack {
            if swapped {
                Text("2").matchedGeometryEffect(id: "two", in: numbers)
                Button("Swap") { withAnimation(.smooth) { swapped.toggle() } }
                Text("3").matchedGeometryEffect(id: "three", in: numbers)
                Text("Swapped")
            } else {
                Text("3").matchedGeometryEffect(id: "three", in: numbers)
                Button("Swap") { withAnimation(.smooth) { swapped.toggle() } }
                Text("2").matchedGeometryEffect(id: "two", in: numbers)
            }
        }
    }
}
