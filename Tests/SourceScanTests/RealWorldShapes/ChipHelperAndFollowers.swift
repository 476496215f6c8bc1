import SwiftUI

struct ChipBar: View {
    @Namespace private var chips
    @State private var selected = "all"
    @State private var isTop = true

    var body: some View {
        VStack {
            HStack {
                chip("all")
                chip("new")
                chip("top")
            }
            Rectangle()
                .frame(height: 2)
                .matchedGeometryEffect(id: selected, in: chips, isSource: false)
            Circle()
                .matchedGeometryEffect(id: isTop ? "all" : "new", in: chips, isSource: false)
        }
        .animation(.smooth, value: selected)
    }

    func chip(_ name: String) -> some View {
        Text(name)
            .matchedGeometryEffect(id: name, in: chips)
            .onTapGesture { selected = name }
    }
}
