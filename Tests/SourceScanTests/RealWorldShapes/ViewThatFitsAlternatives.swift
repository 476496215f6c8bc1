import SwiftUI

struct AdaptiveHeader: View {
    @Namespace private var ns
    @State private var compact = false

    var body: some View {
        ViewThatFits {
            HStack {
                Image("logo").matchedGeometryEffect(id: "logo", in: ns)
                Text("Title")
            }
            Image("logo").matchedGeometryEffect(id: "logo", in: ns)
        }
    }
}
