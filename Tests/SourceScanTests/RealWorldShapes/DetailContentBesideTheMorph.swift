import SwiftUI

struct AlbumCard: View {
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                VStack {
                    Image("cover").matchedGeometryEffect(id: "cover", in: hero)
                    Text("Liner notes")
                    Color.clear.frame(height: 10)
                    Rectangle().opacity(0)
                    Text("Credits").transition(.opacity.animation(.smooth.delay(0.2)))
                }
            } else {
                HStack {
                    Image("cover").matchedGeometryEffect(id: "cover", in: hero)
                    Spacer()
                }
            }
            if expanded {
                Text("Close hint")
            }
        }
        .onTapGesture { withAnimation(.smooth) { expanded.toggle() } }
    }
}
