import SwiftUI

// `itemView(_ content:)` calls its own closure `content()`, not the view function `content()`:
// the divider matched in `content()` is one view, not two sources.
struct TalkSlide: View {
    @Namespace private var slide
    @State private var step = 0

    var body: some View {
        content()
            .overlay {
                itemView { Text("Sources") }
            }
            .onTapGesture { withAnimation { step += 1 } }
    }

    private func itemView(_ content: () -> some View) -> some View {
        HStack {
            Circle().frame(width: 5, height: 5)
            content()
        }
    }

    @ViewBuilder
    private func content() -> some View {
        HStack {
            if step >= 1 {
                Capsule()
                    .matchedGeometryEffect(id: "line", in: slide)
                    .transition(.opacity.animation(.smooth.delay(0.2)))
            }
            Text("Title")
        }
    }
}
