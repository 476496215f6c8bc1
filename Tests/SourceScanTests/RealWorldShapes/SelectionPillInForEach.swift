import SwiftUI

struct PillTabs: View {
    @Namespace private var ns
    @State private var selected = "Home"
    let tabs = ["Home", "Search", "Library"]

    var body: some View {
        HStack {
            ForEach(tabs, id: \.self) { tab in
                Text(tab)
                    .background {
                        if tab == selected {
                            Capsule().matchedGeometryEffect(id: "pill", in: ns)
                        }
                    }
                    .onTapGesture { withAnimation(.snappy) { selected = tab } }
            }
        }
    }
}
