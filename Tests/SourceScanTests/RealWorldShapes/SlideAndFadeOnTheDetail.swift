import SwiftUI

/// A detail holding the matched image and a header of its own, inserted with a slide
/// combined with a fade: the header fades with the morph. A slide alone keeps the container.
struct ShelfCards: View {
    @Namespace private var shelf
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                ShelfDetail(shelf: shelf)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            } else {
                Image("Cover").matchedGeometryEffect(id: "cover", in: shelf)
                    .onTapGesture { withAnimation { open = true } }
            }
        }
    }
}

struct SlidingShelfCards: View {
    @Namespace private var shelf
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                ShelfDetail(shelf: shelf)
                    .transition(.move(edge: .bottom))
            } else {
                Image("Cover").matchedGeometryEffect(id: "cover", in: shelf)
                    .onTapGesture { withAnimation { open = true } }
            }
        }
    }
}

struct ShelfDetail: View {
    var shelf: Namespace.ID

    var body: some View {
        VStack {
            Text("Now reading")
            Image("Cover").matchedGeometryEffect(id: "cover", in: shelf)
        }
    }
}
