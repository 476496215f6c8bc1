import SwiftUI

// Cards that still match their title and photo though the detail they opened is gone: every
// view is always on screen, nothing switches them. A no-op, not a show/hide missing a partner.
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
