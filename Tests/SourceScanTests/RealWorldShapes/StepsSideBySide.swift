import SwiftUI

/// A lesson that reveals its diagram step by step, each step an `if` of its own beside the
/// last: the first step's chart stays once the second shows, so while it does two views are the
/// source of one id. An `if step == 1` beside `if step >= 2` shows one at a time.
struct LessonSteps: View {
    @Namespace private var lesson
    @State private var step = 0

    var body: some View {
        VStack(spacing: 20) {
            if step >= 1 {
                Circle()
                    .matchedGeometryEffect(id: "chart", in: lesson)
                    .frame(width: 60, height: 60)
            }
            if step >= 2 {
                Circle()
                    .matchedGeometryEffect(id: "chart", in: lesson)
                    .frame(width: 180, height: 180)
            }
            Button("Next") { withAnimation(.smooth) { step += 1 } }
        }
    }
}

struct LessonOneStepAtATime: View {
    @Namespace private var lesson
    @State private var step = 0

    var body: some View {
        VStack(spacing: 20) {
            if step == 1 {
                Circle()
                    .matchedGeometryEffect(id: "chart", in: lesson)
                    .frame(width: 60, height: 60)
            }
            if step >= 2 {
                Circle()
                    .matchedGeometryEffect(id: "chart", in: lesson)
                    .frame(width: 180, height: 180)
            }
            Button("Next") { withAnimation(.smooth) { step += 1 } }
        }
    }
}
