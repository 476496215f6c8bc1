import SwiftUI

/// The lesson rows push their detail, handed a namespace of its own that nothing else uses:
/// its matched views have no partner anywhere, so no morph is attempted across the push and
/// the push is all the user sees.
struct LessonList: View {
    @Namespace private var spare
    let lessons: [Lesson]

    var body: some View {
        NavigationStack {
            List(lessons) { lesson in
                NavigationLink(destination: LessonDetail(lesson: lesson, ns: spare)) {
                    Text(lesson.title)
                }
            }
        }
    }
}

struct LessonDetail: View {
    let lesson: Lesson
    let ns: Namespace.ID

    var body: some View {
        VStack {
            Image(lesson.cover).matchedGeometryEffect(id: "cover", in: ns)
            Text(lesson.title).matchedGeometryEffect(id: "title", in: ns)
        }
    }
}
