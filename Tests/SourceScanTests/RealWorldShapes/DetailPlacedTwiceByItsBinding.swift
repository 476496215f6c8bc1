import SwiftUI

/// A detail written once and placed twice, each use handing in its own flag: one opens for a
/// lesson, the other for a topic, never both, so its matched title has one source at a time.
struct LessonDetail: View {
    var ns: Namespace.ID
    @Binding var show: Bool

    var body: some View {
        if show {
            Text("Lesson")
                .matchedGeometryEffect(id: "heading", in: ns)
                .onTapGesture { withAnimation(.spring) { show = false } }
        }
    }
}

struct LessonsHome: View {
    @Namespace private var ns
    @State private var showLesson = false
    @State private var showTopic = false

    var body: some View {
        ZStack {
            Text("Lesson")
                .matchedGeometryEffect(id: "heading", in: ns, isSource: !showLesson && !showTopic)
                .onTapGesture { withAnimation(.spring) { showLesson = true } }
            LessonDetail(ns: ns, show: $showLesson)
            LessonDetail(ns: ns, show: $showTopic)
        }
    }
}
