import SwiftUI

struct Lecture: Identifiable {
    let id: Int
    let title: String
}

struct LectureHall: View {
    @Namespace private var hall
    @State private var open = false
    @State private var openedID = 0
    let lectures: [Lecture] = []

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(lectures) { lecture in
                    Text(lecture.title)
                        .matchedGeometryEffect(id: "title\(lecture.id)", in: hall)
                        .onTapGesture {
                            withAnimation(.spring()) {
                                openedID = lecture.id
                                open = true
                            }
                        }
                }
            }
            if open {
                ForEach(lectures) { lecture in
                    if lecture.id == openedID {
                        Text(lecture.title)
                            .font(.largeTitle)
                            .matchedGeometryEffect(id: "title\(lecture.id)", in: hall)
                            .transition(.opacity.animation(.smooth.delay(0.15)))
                    }
                }
            }
        }
    }
}
