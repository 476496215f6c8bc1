import SwiftUI

struct CourseGrid: View {
    let courses: [Course]
    @Namespace private var grid
    @State private var selected: Course?

    var body: some View {
        ZStack {
            if let course = selected {
                VStack {
                    Image(course.artwork)
                        .matchedGeometryEffect(id: course.id, in: grid)
                    Text(course.title)
                        .matchedGeometryEffect(id: "title\(course.id)", in: grid)
                }
                .matchedGeometryEffect(id: "container\(course.id)", in: grid)
                .onTapGesture { withAnimation(.spring) { selected = nil } }
            } else {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                    ForEach(courses) { course in
                        VStack {
                            Image(course.artwork)
                                .matchedGeometryEffect(id: course.id, in: grid)
                            Text(course.title)
                                .matchedGeometryEffect(id: "title\(course.id)", in: grid)
                        }
                        .matchedGeometryEffect(id: "containter\(course.id)", in: grid)
                        .onTapGesture { withAnimation(.spring) { selected = course } }
                    }
                }
            }
        }
    }
}
