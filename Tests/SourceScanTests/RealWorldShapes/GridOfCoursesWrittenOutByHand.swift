import SwiftUI

// Seven ids per course in a lazy grid: over the four courses the view writes out by hand that
// is no large grid; over the courses a model loads it is.
struct CourseGrid: View {
    @Namespace private var courses
    @State private var selected: Course?
    let featured = [Course(title: "SwiftUI"), Course(title: "Design"), Course(title: "Motion"), Course(title: "Sound")]
    @ObservedObject var catalog: CourseCatalog

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                ForEach(featured) { course in
                    card(course)
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                ForEach(catalog.courses) { course in
                    card(course)
                }
            }
        }
    }

    func card(_ course: Course) -> some View {
        VStack {
            Image(course.title).matchedGeometryEffect(id: "image\(course.id)", in: courses)
            Text(course.title).matchedGeometryEffect(id: "title\(course.id)", in: courses)
            Text(course.subtitle).matchedGeometryEffect(id: "subtitle\(course.id)", in: courses)
            Text(course.text).matchedGeometryEffect(id: "text\(course.id)", in: courses)
            Image(course.logo).matchedGeometryEffect(id: "logo\(course.id)", in: courses)
            Color.blue.matchedGeometryEffect(id: "background\(course.id)", in: courses)
            Color.clear.matchedGeometryEffect(id: "mask\(course.id)", in: courses)
        }
        .onTapGesture { withAnimation(.smooth) { selected = course } }
    }
}
