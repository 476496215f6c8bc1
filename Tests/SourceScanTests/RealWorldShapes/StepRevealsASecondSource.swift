import SwiftUI

/// A talk's slide that builds up step by step: each step adds to what the last one showed.
struct BuildUpSlide: View {
    @Namespace private var slide
    @State private var step = 0

    var body: some View {
        VStack(spacing: 24) {
            if step >= 1 {
                Image(systemName: "square.stack.3d.up")
                    .matchedGeometryEffect(id: "diagram", in: slide)
                    .frame(width: 80, height: 80)
                if step >= 2 {
                    Image(systemName: "square.stack.3d.up")
                        .matchedGeometryEffect(id: "diagram", in: slide)
                        .frame(width: 160, height: 160)
                }
            }
            Button("Next") {
                withAnimation(.smooth) { step += 1 }
            }
        }
    }
}

/// The same build-up where the next step replaces the last one: one view of the id at a time.
struct ReplacingSlide: View {
    @Namespace private var slide
    @State private var step = 0

    var body: some View {
        VStack(spacing: 24) {
            if step == 1 {
                Image(systemName: "square.stack.3d.up")
                    .matchedGeometryEffect(id: "diagram", in: slide)
                    .frame(width: 80, height: 80)
            } else if step >= 2 {
                Image(systemName: "square.stack.3d.up")
                    .matchedGeometryEffect(id: "diagram", in: slide)
                    .frame(width: 160, height: 160)
            }
            Button("Next") {
                withAnimation(.smooth) { step += 1 }
            }
        }
    }
}
