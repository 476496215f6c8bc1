import SwiftUI
struct TitledTabBar: View {
    @Namespace private var ns
    @State private var selected = 0
    var body: some View {
        HStack {
            ForEach(0..<3, id: \.self) { tab in
                Button {
                    withAnimation(.smooth) { selected = tab }
                } label: {
                    if selected == tab {
                        SelectedTitledLabel(tab: tab, ns: ns)
                    } else {
                        PlainIconLabel(tab: tab)
                    }
                }
            }
        }
    }
}
struct SelectedTitledLabel: View {
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
struct PlainIconLabel: View {
    var tab: Int
    var body: some View {
        VStack {
            Image(systemName: "star")
        }
    }
}
