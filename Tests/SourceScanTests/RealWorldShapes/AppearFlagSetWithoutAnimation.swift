import SwiftUI

struct Course: Identifiable {
    let id: Int
    let title: String
}

// The opened course reveals its lessons and its close button (an overlay on the matched title)
// with an appear flag set a moment later, but nothing animates the flag: both pop in at once
// instead of fading in after the morph.
struct Courses: View {
    @Namespace private var ns
    @State private var opened: Course?
    let courses: [Course]

    var body: some View {
        ZStack {
            if let opened {
                LessonsPage(course: opened, namespace: ns)
                    .onTapGesture { withAnimation(.smooth) { self.opened = nil } }
            } else {
                VStack {
                    ForEach(courses) { course in
                        Text(course.title)
                            .font(.title)
                            .matchedGeometryEffect(id: course.id, in: ns)
                            .onTapGesture { withAnimation(.smooth) { opened = course } }
                    }
                }
            }
        }
    }
}

struct LessonsPage: View {
    let course: Course
    let namespace: Namespace.ID
    @State private var showsLessons = false

    var body: some View {
        VStack {
            Text(course.title)
                .font(.title)
                .matchedGeometryEffect(id: course.id, in: namespace)
                .overlay(
                    Button("Close") {}
                        .opacity(showsLessons ? 1 : 0),
                    alignment: .topTrailing
                )
            Text("Twelve lessons")
                .opacity(showsLessons ? 1 : 0)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                showsLessons = true
            }
        }
    }
}

// The same flag turned on in a delayed animation fades the lessons in after the morph.
struct FadedCourses: View {
    @Namespace private var ns
    @State private var opened: Course?
    let courses: [Course]

    var body: some View {
        ZStack {
            if let opened {
                FadedLessonsPage(course: opened, namespace: ns)
                    .onTapGesture { withAnimation(.smooth) { self.opened = nil } }
            } else {
                VStack {
                    ForEach(courses) { course in
                        Text(course.title)
                            .font(.title)
                            .matchedGeometryEffect(id: course.id, in: ns)
                            .onTapGesture { withAnimation(.smooth) { opened = course } }
                    }
                }
            }
        }
    }
}

struct FadedLessonsPage: View {
    let course: Course
    let namespace: Namespace.ID
    @State private var showsLessons = false

    var body: some View {
        VStack {
            Text(course.title)
                .font(.title)
                .matchedGeometryEffect(id: course.id, in: namespace)
            Text("Twelve lessons")
                .opacity(showsLessons ? 1 : 0)
        }
        .onAppear {
            withAnimation(.easeOut.delay(0.2)) {
                showsLessons = true
            }
        }
    }
}
