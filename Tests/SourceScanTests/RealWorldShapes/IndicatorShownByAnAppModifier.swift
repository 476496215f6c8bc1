import SwiftUI

extension View {
    /// Shows the view only when `shown` is true.
    @ViewBuilder func showIf(_ shown: Bool) -> some View {
        if shown { self }
    }
}

/// The underline is written on every tab, but the app's own `.showIf(selected)` keeps it on the
/// selected tab only: one source of "underline" at a time.
struct InboxTabs: View {
    @Namespace private var ns
    @State private var current = "All"
    let tabs = ["All", "Mentions"]

    var body: some View {
        HStack {
            ForEach(tabs, id: \.self) { tab in
                let selected = tab == current
                VStack {
                    Text(tab)
                    Capsule()
                        .frame(height: 3)
                        .showIf(selected)
                        .matchedGeometryEffect(id: "underline", in: ns)
                }
                .onTapGesture { withAnimation(.spring) { current = tab } }
            }
        }
    }
}
