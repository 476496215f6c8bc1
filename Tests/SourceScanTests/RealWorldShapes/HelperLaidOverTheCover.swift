import SwiftUI

// The opened course lays a helper over its cover (`.overlay(overlayContent)`): the helper's
// title is matched, and the author row beside it is the opened state's own content.
struct LessonCard: View {
    @Namespace private var lessons
    @State private var opened = false

    var body: some View {
        ZStack {
            if opened {
                VStack {
                    Spacer()
                }
                .frame(height: 400)
                .overlay(overlayContent)
                .onTapGesture { withAnimation(.spring) { opened = false } }
            } else {
                Text("SwiftUI")
                    .matchedGeometryEffect(id: "lesson-title", in: lessons)
                    .onTapGesture { withAnimation(.spring) { opened = true } }
            }
        }
    }

    var overlayContent: some View {
        VStack {
            Text("SwiftUI")
                .font(.largeTitle)
                .matchedGeometryEffect(id: "lesson-title", in: lessons)
            HStack {
                Image("avatar")
                Text("By the team")
            }
        }
    }
}
