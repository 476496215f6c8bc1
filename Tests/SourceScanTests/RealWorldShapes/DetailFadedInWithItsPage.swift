import SwiftUI

/// A lesson card opens into its page, faded in over 0.1 s from the start. The page's colour,
/// laid under the safe area, and its close button, written in a helper used once, come in
/// with the card's morph: each is reported where it is written.
struct Lessons: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            if !open {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: ns)
                    .frame(width: 120, height: 90)
                    .onTapGesture { withAnimation(.spring) { open = true } }
            } else {
                LessonPage(ns: ns, open: $open)
                    .transition(.opacity.animation(.easeInOut(duration: 0.1)))
            }
        }
    }
}

struct LessonPage: View {
    let ns: Namespace.ID
    @Binding var open: Bool

    var body: some View {
        ZStack {
            ScrollView {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: ns)
                    .frame(height: 300)
            }
            .background(Color.white)
            .ignoresSafeArea()

            closeButton
        }
    }

    var closeButton: some View {
        Button {
            withAnimation(.spring) { open = false }
        } label: {
            Image(systemName: "xmark")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
    }
}
