import SwiftUI

extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Tabs: View {
    @Namespace private var tabs
    @State private var current = 0

    var body: some View {
        HStack {
            TabLabel(index: 0, current: $current, tabs: tabs)
            TabLabel(index: 1, current: $current, tabs: tabs)
            TabLabel(index: 2, current: $current, tabs: tabs)
        }
    }
}

struct TabLabel: View {
    let index: Int
    @Binding var current: Int
    let tabs: Namespace.ID

    var body: some View {
        Button { withAnimation { current = index } } label: {
            Text("Tab \(index)")
                .if(current == index) { view in
                    view.background(
                        Capsule().matchedGeometryEffect(id: "highlight", in: tabs)
                    )
                }
        }
    }
}
