import SwiftUI

struct TwoColumnGallery: View {
    @Namespace private var ns
    @State private var open: String?
    let left = ["a", "b"]
    let right = ["c", "d"]

    var body: some View {
        ZStack {
            HStack {
                column(left)
                column(right)
            }
            if let open {
                Image(open).matchedGeometryEffect(id: open, in: ns)
                    .transition(.opacity.animation(.smooth.delay(0.15)))
            }
        }
        .animation(.smooth, value: open)
    }

    func column(_ names: [String]) -> some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Image(name)
                    .matchedGeometryEffect(id: name, in: ns)
                    .onTapGesture { open = name }
            }
        }
    }
}
