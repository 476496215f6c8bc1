import SwiftUI

struct PillTabsWithPlaceholder: View {
    @Namespace private var ns
    @State private var selected = "Home"
    let tabs = ["Home", "Search", "Library"]

    var body: some View {
        HStack {
            ForEach(tabs, id: \.self) { tab in
                ZStack {
                    if tab == selected {
                        Capsule().matchedGeometryEffect(id: "pill", in: ns)
                    } else {
                        Capsule().hidden().matchedGeometryEffect(id: "pill", in: ns)
                    }
                    Text(tab)
                }
                .onTapGesture { withAnimation(.snappy) { selected = tab } }
            }
        }
    }
}
