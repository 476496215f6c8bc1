import SwiftUI

struct Lesson: Identifiable {
    let id: Int
    let title: String
}

/// A lesson card opening to a quiz whose two layouts are each given `.id(UUID())`: each is a
/// new view at every update, so neither can morph. Reported at each `.id`, where the fix goes.
struct LessonPicker: View {
    @Namespace private var lessons
    @State private var opened: Lesson?
    var pictureQuiz = true
    let all: [Lesson]

    var body: some View {
        ZStack {
            if let lesson = opened {
                if pictureQuiz {
                    Text(lesson.title)
                        .font(.largeTitle)
                        .id(UUID())
                        .matchedGeometryEffect(id: lesson.id, in: lessons)
                } else {
                    Text(lesson.title)
                        .font(.largeTitle)
                        .matchedGeometryEffect(id: lesson.id, in: lessons)
                        .id(UUID())
                }
            } else {
                ForEach(all) { lesson in
                    Text(lesson.title)
                        .font(.largeTitle)
                        .matchedGeometryEffect(id: lesson.id, in: lessons)
                        .onTapGesture { withAnimation { opened = lesson } }
                }
            }
        }
    }
}

/// The same card with a layout picked by a state that never changes: the side it never takes
/// never shows, so its fresh identity is nobody's problem.
struct FixedLayoutLesson: View {
    @Namespace private var lessons
    @State private var opened = false
    @State private var layout = 3
    let lesson: Lesson

    var body: some View {
        if opened {
            if layout == 2 {
                Text(lesson.title).font(.title).id(UUID()).matchedGeometryEffect(id: lesson.id, in: lessons)
            } else {
                Text(lesson.title).font(.title).matchedGeometryEffect(id: lesson.id, in: lessons)
                    .onTapGesture { withAnimation { opened = false } }
            }
        } else {
            Text(lesson.title).font(.title).matchedGeometryEffect(id: lesson.id, in: lessons)
                .onTapGesture { withAnimation { opened = true } }
        }
    }
}
