import SwiftUI

/// The grid loops over `lessons`, a list declared in a data file of the app, not in the view;
/// the view's own `picked: Lesson?` names the type its items hold. The opened lesson and its
/// card in the grid, which stays on screen, are one element: two sources of one id.
struct LessonGrid: View {
    @Namespace private var ns
    @State private var picked: Lesson?

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(lessons) { lesson in
                    Text(lesson.title)
                        .matchedGeometryEffect(id: lesson.id, in: ns)
                        .onTapGesture { withAnimation(.spring) { picked = lesson } }
                }
            }
            if let picked {
                Text(picked.title)
                    .matchedGeometryEffect(id: picked.id, in: ns)
                    .onTapGesture { withAnimation(.spring) { self.picked = nil } }
            }
        }
    }
}
