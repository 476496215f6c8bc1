import SwiftUI

// Cards that still match their title and photo though the detail they opened is gone: every
// view is always on screen and the namespace is private, so no other view can be a partner.
// Nothing moves them either: the modifiers are inert, and nothing looks wrong (no finding).
struct TourList: View {
    @Namespace private var tours
    let names = ["Harbour", "Old town", "Hills"]

    var body: some View {
        ScrollView {
            ForEach(names, id: \.self) { name in
                VStack {
                    Image(name)
                        .matchedGeometryEffect(id: "photo-\(name)", in: tours)
                    Text(name)
                        .matchedGeometryEffect(id: "title-\(name)", in: tours)
                }
            }
        }
    }
}
