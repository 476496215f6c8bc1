import SwiftUI

// The shelf picks a shoe into the store's state through a binding; the store's detail reads
// it for its id, so the detail's image is the picked tile's partner, and the detail's own
// close button and name come in with the morph.
struct ShoeShelf: View {
    @Binding var open: Bool
    @Binding var picked: Int
    var namespace: Namespace.ID

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(1...6, id: \.self) { number in
                    Image("shoe\(number)")
                        .matchedGeometryEffect(id: "shoe\(number)", in: namespace)
                        .onTapGesture {
                            withAnimation(.spring) {
                                picked = number
                                open = true
                            }
                        }
                }
            }
        }
    }
}

struct ShoeStore: View {
    @Namespace private var store
    @State private var open = false
    @State private var picked = 1

    var body: some View {
        ZStack {
            ShoeShelf(open: $open, picked: $picked, namespace: store)
            if open {
                VStack {
                    Button("Close") { withAnimation(.spring) { open = false } }
                    Image("shoe\(picked)")
                        .matchedGeometryEffect(id: "shoe\(picked)", in: store)
                    Text("Air Runner")
                }
            }
        }
    }
}
