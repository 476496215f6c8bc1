import SwiftUI

struct Lesson: Identifiable, Hashable {
    let id: Int
    let title: String
}

// A tap picks a card of the grid (each a zoom source); the link below pushes the picked
// lesson, which zooms out of its card: the link need not be a source itself.
struct LessonPicker: View {
    @Namespace private var zoom
    @State private var picked: Lesson?
    let lessons: [Lesson]

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(lessons) { lesson in
                    Button(lesson.title) { picked = lesson }
                        .matchedTransitionSource(id: lesson.id, in: zoom)
                }
                if let picked {
                    NavigationLink(value: picked) {
                        Text("Start \(picked.title)")
                    }
                }
            }
            .navigationDestination(for: Lesson.self) { lesson in
                Text(lesson.title)
                    .navigationTransition(.zoom(sourceID: lesson.id, in: zoom))
            }
        }
    }
}
