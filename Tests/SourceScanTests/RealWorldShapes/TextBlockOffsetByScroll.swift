import SwiftUI

/// A detail inserted at once (`.transition(.identity)`) whose text block follows the scroll
/// with an offset: the block holds only a text its appear flag fades in after the morph, so
/// nothing pops in with it.
struct Gallery: View {
    @Namespace private var photos
    @State private var picked: Int?
    @State private var showText = false
    @State private var scrollOffset: CGFloat = 0

    var body: some View {
        ZStack {
            if picked == nil {
                Image("cover")
                    .resizable()
                    .matchedGeometryEffect(id: "cover", in: photos)
                    .frame(width: 120, height: 90)
                    .onTapGesture { withAnimation(.smooth) { picked = 1 } }
            }
        }
        .overlay {
            if picked != nil {
                detail()
            }
        }
    }

    func detail() -> some View {
        ScrollView {
            Image("cover")
                .resizable()
                .matchedGeometryEffect(id: "cover", in: photos)
                .frame(height: 320)
            VStack {
                Text("Taken at dawn on the north ridge.")
                    .opacity(showText ? 1 : 0)
            }
            .padding()
            .offset(y: scrollOffset > 0 ? scrollOffset : 0)
        }
        .onAppear {
            withAnimation(.smooth.delay(0.2)) { showText = true }
        }
        .transition(.identity)
    }
}
