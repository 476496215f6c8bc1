import SwiftUI

// The thumbnail stays on screen while the detail shows the same id: two sources at once.
// The second card hides its thumbnail in the detail's state and is fine.
struct Gallery: View {
    @Namespace private var gallery
    @State private var zoomed = false
    @State private var zoomedSecond = false

    var body: some View {
        ZStack {
            VStack {
                Image("first").matchedGeometryEffect(id: "first", in: gallery)
                if !zoomedSecond {
                    Image("second").matchedGeometryEffect(id: "second", in: gallery)
                }
            }
            if zoomed {
                Image("first").matchedGeometryEffect(id: "first", in: gallery)
            }
            if zoomedSecond {
                Image("second").matchedGeometryEffect(id: "second", in: gallery)
            }
        }
        .animation(.smooth, value: zoomed)
        .animation(.smooth, value: zoomedSecond)
    }
}
