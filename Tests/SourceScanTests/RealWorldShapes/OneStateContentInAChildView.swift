import SwiftUI

// The detail is a child view given the namespace and the state as a binding: what its body
// shows beside the matched view appears with the morph too. The delayed fade is fine, the
// close button pops in.
struct Shelf2: View {
    @Namespace private var shelf
    @State private var reading = false

    var body: some View {
        ZStack {
            if reading {
                ReadingCard(shelf: shelf, reading: $reading)
            } else {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: shelf)
                    .onTapGesture { withAnimation(.smooth) { reading = true } }
            }
        }
    }
}

struct ReadingCard: View {
    let shelf: Namespace.ID
    @Binding var reading: Bool

    var body: some View {
        VStack {
            Image("cover").matchedGeometryEffect(id: "cover", in: shelf)
            Text("Chapter one").transition(.opacity.animation(.smooth.delay(0.2)))
            Button("Close") { withAnimation(.smooth) { reading = false } }
        }
    }
}
