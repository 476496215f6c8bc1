import SwiftUI

// The enlarged photo's back button holds the matched name in its label beside an arrow: the
// arrow exists only in the enlarged state and comes in with the morph.
struct Profile: View {
    @Namespace private var profile
    @State private var enlarged = false

    var body: some View {
        VStack {
            if enlarged {
                Button {
                    withAnimation(.smooth) { enlarged = false }
                } label: {
                    Image(systemName: "arrow.left")
                    Text("Mia")
                        .font(.title2)
                        .matchedGeometryEffect(id: "name", in: profile)
                }
            } else {
                Text("Mia")
                    .font(.title2)
                    .matchedGeometryEffect(id: "name", in: profile)
                    .onTapGesture { withAnimation(.smooth) { enlarged = true } }
            }
        }
    }
}
