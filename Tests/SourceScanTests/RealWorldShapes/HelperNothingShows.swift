import SwiftUI

// An old layout left in a helper nothing calls reads the morph's state: it is never on
// screen, so its caption comes in with nothing.
struct Reader: View {
    @Namespace private var reader
    @State private var focused = false

    var body: some View {
        VStack {
            if focused {
                Text("Chapter 1")
                    .font(.title)
                    .matchedGeometryEffect(id: "title", in: reader)
            } else {
                Text("Chapter 1")
                    .font(.title)
                    .matchedGeometryEffect(id: "title", in: reader)
                    .padding(40)
            }
        }
        .onTapGesture { withAnimation(.smooth) { focused.toggle() } }
    }

    private func oldLayout() -> some View {
        VStack {
            if focused {
                Text("Focus mode")
            }
        }
    }
}
