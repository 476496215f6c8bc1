import SwiftUI

struct Lesson: Identifiable {
    let id: Int
    let title: String
}

// The detail's whole frame is matched with the card's, and the card's artwork inside it is
// matched too: the chapter list beside the artwork exists only in the detail.
struct LessonShelf: View {
    let lessons: [Lesson] = [Lesson(id: 1, title: "Springs"), Lesson(id: 2, title: "Curves")]
    @State private var opened: Lesson? = nil
    @Namespace private var shelf

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(lessons) { lesson in
                    VStack {
                        Image("art\(lesson.id)")
                            .matchedGeometryEffect(id: lesson.id, in: shelf, isSource: opened == nil)
                    }
                    .matchedGeometryEffect(id: "frame\(lesson.id)", in: shelf, isSource: opened == nil)
                    .onTapGesture { withAnimation(.spring) { opened = lesson } }
                }
            }
            if let opened {
                LessonPage(lesson: opened, shelf: shelf)
                    .onTapGesture { withAnimation(.spring) { self.opened = nil } }
            }
        }
    }
}

struct LessonPage: View {
    let lesson: Lesson
    let shelf: Namespace.ID

    var body: some View {
        VStack {
            Image("art\(lesson.id)")
                .matchedGeometryEffect(id: lesson.id, in: shelf)
            VStack {
                Text("Chapter 1")
                Text("Chapter 2")
            }
        }
        .matchedGeometryEffect(id: "frame\(lesson.id)", in: shelf)
    }
}
