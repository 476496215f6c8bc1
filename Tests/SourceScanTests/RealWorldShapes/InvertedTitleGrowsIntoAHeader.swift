import SwiftUI

struct BadgeHeader: View {
    @Namespace private var header
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                VStack {
                    Text("Weekly streak")
                        .matchedGeometryEffect(id: "title", in: header)
                        .foregroundColor(.primary)
                        .colorInvert()
                        .font(.largeTitle)
                }
                .frame(maxWidth: .infinity, maxHeight: 320)
                .background(Rectangle().matchedGeometryEffect(id: "panel", in: header))
            } else {
                HStack {
                    Text("Weekly streak")
                        .matchedGeometryEffect(id: "title", in: header)
                        .foregroundColor(.primary)
                        .colorInvert()
                }
                .frame(width: 120, height: 120)
                .background(Rectangle().matchedGeometryEffect(id: "panel", in: header))
            }
        }
        .onTapGesture {
            withAnimation(.spring) { expanded.toggle() }
        }
    }
}
