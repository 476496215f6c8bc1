import SwiftUI

// `AdaptiveStack` comes from another module: it may lay its content out as a row or a
// column, so the ids it holds can move between its layouts; herocat cannot say nothing morphs.
struct ProfileLayout: View {
    @Namespace private var profile
    @State private var wide = false

    var body: some View {
        AdaptiveStack(horizontal: wide) {
            Image("avatar").matchedGeometryEffect(id: "avatar", in: profile)
            Text("Name").matchedGeometryEffect(id: "name", in: profile)
        }
        .animation(.smooth, value: wide)
    }
}
