import SwiftUI

// The tapped square's id is built by its enum case in the loop (`let shape = ShapeID.square(index)`)
// and handed to the pushed detail as a `ShapeID`: one element, matched across the push.
enum ShapeID: Hashable {
    case square(Int)
}

struct Squares: View {
    @Namespace private var space
    @State private var picked: ShapeID?
    @State private var pushed = false

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(0..<3) { index in
                    let shape = ShapeID.square(index)
                    Button {
                        picked = shape
                        pushed = true
                    } label: {
                        Rectangle().matchedGeometryEffect(id: shape, in: space)
                    }
                }
            }
            .navigationDestination(isPresented: $pushed) {
                if let picked {
                    SquareDetail(space: space, shape: picked)
                }
            }
        }
    }
}

struct SquareDetail: View {
    let space: Namespace.ID
    let shape: ShapeID

    var body: some View {
        Rectangle().matchedGeometryEffect(id: shape, in: space)
    }
}
