import SwiftUI

/// The lesson rows push their detail, handed a namespace of its own that nothing else uses:
/// its matched views have no partner on the screen it is pushed from, and a push could not
/// morph them anyway. Reported at the detail the link pushes.
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
