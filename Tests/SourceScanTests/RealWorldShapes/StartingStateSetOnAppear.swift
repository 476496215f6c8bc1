import SwiftUI

// A header that collapses as the list scrolls, animated both ways; as it appears it starts
// collapsed in landscape. That first setting is no cut: nothing was on screen before it.
struct CollapsingHeader: View {
    @Namespace private var header
    @State private var collapsed = false
    var landscape: Bool

    var body: some View {
        VStack {
            if collapsed {
                HStack {
                    Image(systemName: "book").matchedGeometryEffect(id: "icon", in: header)
                    Text("Course").matchedGeometryEffect(id: "name", in: header)
                }
            } else {
                VStack {
                    Image(systemName: "book").matchedGeometryEffect(id: "icon", in: header)
                    Text("Course").matchedGeometryEffect(id: "name", in: header)
                }
            }
            ScrollView {
                Text("Lessons")
            }
            .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 40 } action: { _, down in
                withAnimation(.spring) { collapsed = down }
            }
        }
        .onAppear { collapsed = landscape }
    }
}
