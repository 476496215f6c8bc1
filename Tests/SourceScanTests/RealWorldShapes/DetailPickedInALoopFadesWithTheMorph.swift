import SwiftUI

/// Cards in a grid open into their detail: the detail is picked in a loop by the id the tap
/// stores with the morph's state (`if lesson.id == openedID`), and the same detail type is
/// also shown in a sheet. Its fade, 0.1 s from the start, takes its close button with it as
/// the cards morph. The sheet does not hide the in-place morph. The placeholders standing in
/// for the cards under the detail are no content of the detail.
struct Lesson: Identifiable {
    var id = UUID()
    var title: String
}

struct LessonGrid: View {
    @Namespace private var lessons
    @State private var open = false
    @State private var openedID = UUID()
    @State private var previewing = false
    let all = [Lesson(title: "Curves"), Lesson(title: "Springs")]

    var body: some View {
        ZStack {
            ScrollView {
                Button("Preview") { previewing = true }
                    .sheet(isPresented: $previewing) {
                        LessonDetail(lessons: lessons, lesson: all[0], open: $previewing)
                    }
                if !open {
                    ForEach(all) { lesson in
                        LessonTile(lessons: lessons, lesson: lesson)
                            .onTapGesture {
                                withAnimation(.spring()) {
                                    open = true
                                    openedID = lesson.id
                                }
                            }
                    }
                } else {
                    ForEach(all) { _ in
                        RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.3)).frame(height: 120)
                    }
                }
            }
            if open {
                ForEach(all) { lesson in
                    if lesson.id == openedID {
                        LessonDetail(lessons: lessons, lesson: lesson, open: $open)
                            .transition(.opacity.animation(.easeOut(duration: 0.1)))
                    }
                }
            }
        }
    }
}

struct LessonTile: View {
    var lessons: Namespace.ID
    var lesson: Lesson

    var body: some View {
        Text(lesson.title)
            .matchedGeometryEffect(id: "title\(lesson.id)", in: lessons)
            .frame(height: 120)
    }
}

struct LessonDetail: View {
    var lessons: Namespace.ID
    var lesson: Lesson
    @Binding var open: Bool

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Text(lesson.title)
                .matchedGeometryEffect(id: "title\(lesson.id)", in: lessons)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Button("Close") { withAnimation(.spring()) { open = false } }
        }
    }
}
