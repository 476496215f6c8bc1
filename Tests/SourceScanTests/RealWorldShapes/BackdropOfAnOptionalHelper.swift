import SwiftUI

struct Lecture: Identifiable {
    let id = UUID()
    let title: String
}

struct LectureGrid: View {
    @Namespace private var grid
    @State private var opened: Lecture?
    let lectures: [Lecture]

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(lectures) { lecture in
                    Text(lecture.title)
                        .matchedGeometryEffect(id: lecture.id, in: grid, isSource: opened == nil)
                        .onTapGesture { withAnimation(.spring()) { opened = lecture } }
                }
            }
            openedLecture
                .background(Color.black.opacity(0.4).ignoresSafeArea())
        }
    }

    @ViewBuilder
    var openedLecture: some View {
        if let lecture = opened {
            Text(lecture.title)
                .matchedGeometryEffect(id: lecture.id, in: grid)
                .onTapGesture { withAnimation(.spring()) { opened = nil } }
        }
    }
}
