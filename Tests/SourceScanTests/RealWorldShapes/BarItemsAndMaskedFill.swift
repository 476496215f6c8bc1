import SwiftUI

/// A card whose colour is drawn inside its matched mask in both states, and a detail whose
/// buttons go to the navigation bar: neither is content that pops in beside the morph.
struct PosterCard: View {
    @Namespace private var poster
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                ZStack {
                    Rectangle()
                        .fill(.orange)
                    Text("Poster")
                        .matchedGeometryEffect(id: "caption", in: poster)
                }
                .mask {
                    RoundedRectangle(cornerRadius: 0)
                        .matchedGeometryEffect(id: "frame", in: poster)
                }
                .navigationBarItems(trailing: HStack {
                    Button("Share") {}
                    Button("Close") { withAnimation { open = false } }
                })
            } else {
                ZStack {
                    Rectangle()
                        .fill(.orange)
                    Text("Poster")
                        .matchedGeometryEffect(id: "caption", in: poster)
                }
                .frame(width: 120, height: 160)
                .mask {
                    RoundedRectangle(cornerRadius: 16)
                        .matchedGeometryEffect(id: "frame", in: poster)
                }
                .onTapGesture { withAnimation { open = true } }
            }
        }
    }
}
