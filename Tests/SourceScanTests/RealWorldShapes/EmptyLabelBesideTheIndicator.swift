import SwiftUI

struct IconBar: View {
    @Namespace private var bar
    @State private var current = "house"
    let icons = ["house", "heart", "bell"]

    var body: some View {
        HStack {
            ForEach(icons, id: \.self) { icon in
                Button { withAnimation(.spring()) { current = icon } } label: {
                    ZStack {
                        if current == icon {
                            Circle()
                                .fill(.thinMaterial)
                                .matchedGeometryEffect(id: "dot", in: bar)
                            Text(/* icon.capitalized */ "")
                        }
                        Image(systemName: icon)
                    }
                }
            }
        }
    }
}
