import SwiftUI
struct LabelledTabBar: View {
    @Namespace private var ns
    @State private var selected = 0
    var body: some View {
        HStack {
            ForEach(0..<3, id: \.self) { tab in
                Button {
                    withAnimation(.smooth) { selected = tab }
                } label: {
                    if selected == tab {
                        SelectedTabLabel(tab: tab, ns: ns)
                    } else {
                        PlainTabLabel(tab: tab)
                    }
                }
            }
        }
    }
}
struct SelectedTabLabel: View {
    var tab: Int
    var ns: Namespace.ID
    var body: some View {
        VStack {
            Image(systemName: "star")
            Text("Tab")
        }
        .background(Capsule().matchedGeometryEffect(id: "pill", in: ns))
    }
}
struct PlainTabLabel: View {
    var tab: Int
    var body: some View {
        VStack {
            Image(systemName: "star")
            Text("Tab")
        }
    }
}
