import SwiftUI

struct LessonCover: View {
    @Namespace private var lesson
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                LessonNotesPage(lesson: lesson, open: $open)
                    .transition(.opacity.animation(.easeIn(duration: 0.1)))
            } else {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: lesson)
                    .onTapGesture { withAnimation(.spring()) { open = true } }
            }
        }
    }
}

struct LessonNotesPage: View {
    let lesson: Namespace.ID
    @Binding var open: Bool
    @State private var appear = false

    var body: some View {
        ScrollView {
            Image("cover")
                .matchedGeometryEffect(id: "cover", in: lesson)
            notes
            Button("Close") { withAnimation(.spring()) { open = false } }
        }
        .onAppear { withAnimation(.easeOut.delay(0.3)) { appear = true } }
    }

    var notes: some View {
        VStack {
            Text("Chapter one")
            Text("Twelve minutes")
        }
        .opacity(appear ? 1 : 0)
    }
}
