import SwiftUI

/// The card is made with a course; the detail shows `var course = courses[0]`, the first of a
/// list declared in a data file of the app. Both read a `Course`: their five ids are one set
/// of elements, more than four. Reported at the detail's first matched view as written.
struct CourseShelf: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            if !open {
                CourseCard(ns: ns, course: courses[0])
            } else {
                CourseDetail(ns: ns)
            }
        }
        .onTapGesture { withAnimation(.spring) { open.toggle() } }
    }
}

struct CourseCard: View {
    var ns: Namespace.ID
    var course: Course

    var body: some View {
        VStack {
            Text(course.title).matchedGeometryEffect(id: "title\(course.id)", in: ns)
            Text(course.subtitle).matchedGeometryEffect(id: "subtitle\(course.id)", in: ns)
            Text(course.text).matchedGeometryEffect(id: "text\(course.id)", in: ns)
            Color.blue.matchedGeometryEffect(id: "background\(course.id)", in: ns)
            Color.clear.matchedGeometryEffect(id: "mask\(course.id)", in: ns)
        }
    }
}

struct CourseDetail: View {
    var ns: Namespace.ID
    var course = courses[0]

    var body: some View {
        VStack {
            Image(course.image).matchedGeometryEffect(id: "image\(course.id)", in: ns)
            Text(course.title).matchedGeometryEffect(id: "title\(course.id)", in: ns)
            Text(course.subtitle).matchedGeometryEffect(id: "subtitle\(course.id)", in: ns)
            Text(course.text).matchedGeometryEffect(id: "text\(course.id)", in: ns)
            Color.blue.matchedGeometryEffect(id: "background\(course.id)", in: ns)
            Color.clear.matchedGeometryEffect(id: "mask\(course.id)", in: ns)
        }
    }
}
