import SwiftUI

/// Courses opened from a grid over a list another file declares (`let courses = [...]`): its
/// items, named as the singular of the list (`course in courses`), hold a `Course`, as the
/// detail's `course` does, so the card's `course.id` and the detail's are one id: the summary
/// beside the detail's card comes in with the morph (the close button fades in after it).
struct CoursesView: View {
    @StateObject var viewModel = CoursesViewModel()
    @Namespace var namespace

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(courses) { course in
                    CourseCard(course: course)
                        .matchedGeometryEffect(id: course.id, in: namespace, isSource: !viewModel.isShowing)
                        .onTapGesture {
                            withAnimation(.spring()) { viewModel.select(course) }
                        }
                }
            }
            if viewModel.isShowing {
                ZStack(alignment: .topTrailing) {
                    CourseDetail(course: viewModel.selected ?? courses[0], namespace: namespace)
                    Button {
                        withAnimation { viewModel.dismiss() }
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .transition(.opacity.animation(.smooth.delay(0.2)))
                }
            }
        }
    }
}

struct CourseDetail: View {
    let course: Course
    var namespace: Namespace.ID

    var body: some View {
        VStack {
            CourseCard(course: course)
                .matchedGeometryEffect(id: course.id, in: namespace)
            Text(course.summary)
        }
    }
}
