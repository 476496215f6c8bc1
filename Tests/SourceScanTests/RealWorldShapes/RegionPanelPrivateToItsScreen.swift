import SwiftUI

// The screen's own private panel carries the only matched view, shown in one state: it
// appears from nowhere. Another file's private panel of the same name (RegionPanelOfAnotherScreen.swift),
// placed by another screen, is another type and changes nothing here.
struct RegionScreen: View {
    @Namespace private var regions
    @State private var open: String?

    var body: some View {
        ZStack {
            if let region = open {
                RegionPanel(title: region, namespace: regions)
            } else {
                Button("Upper body") { withAnimation(.spring()) { open = "upper" } }
            }
        }
    }
}

private struct RegionPanel: View {
    let title: String
    let namespace: Namespace.ID

    var body: some View {
        Text(title).matchedGeometryEffect(id: "panel", in: namespace)
    }
}
