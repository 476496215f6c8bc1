import SwiftUI

struct PassesScreen: View {
    @Namespace private var passes
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                Text("Done")
                    .font(.headline)
                    .matchedGeometryEffect(id: "navTitle", in: passes)
                    .onTapGesture { withAnimation { open = false } }
                Image("pass")
                    .matchedGeometryEffect(id: "pass", in: passes)
            } else {
                Text("Passes")
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: "navTitle", in: passes)
                Image("pass")
                    .matchedGeometryEffect(id: "pass", in: passes)
                    .onTapGesture { withAnimation { open = true } }
            }
        }
    }
}
