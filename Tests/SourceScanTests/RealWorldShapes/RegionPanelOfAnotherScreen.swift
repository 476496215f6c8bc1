import SwiftUI

// A screen with a private panel of its own, named as another file's (RegionPanelPrivateToItsScreen.swift):
// its card and panel share "panel", so this screen morphs.
struct OlderRegionScreen: View {
    @Namespace private var regions
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                RegionPanel(namespace: regions)
            } else {
                Color.blue.matchedGeometryEffect(id: "panel", in: regions)
                    .onTapGesture { withAnimation(.spring()) { open = true } }
            }
        }
    }
}

private struct RegionPanel: View {
    let namespace: Namespace.ID

    var body: some View {
        Color.blue.matchedGeometryEffect(id: "panel", in: namespace)
    }
}
