import SwiftUI

struct SettingsScreen: View {
    @Namespace private var ns
    @State private var expanded = false
    var body: some View {
        if expanded {
            Text("Settings").matchedGeometryEffect(id: "header", in: ns)
        } else {
            Text("S").matchedGeometryEffect(id: "header", in: ns)
        }
        Button("Toggle") { withAnimation { expanded.toggle() } }
    }
}

struct ProfileScreen: View {
    @Namespace private var ns
    @State private var expanded = false
    var body: some View {
        if expanded {
            Text("Profile").matchedGeometryEffect(id: "header", in: ns)
        } else {
            Text("P").matchedGeometryEffect(id: "header", in: ns)
        }
        Button("Toggle") { withAnimation { expanded.toggle() } }
    }
}

struct RootTabs: View {
    var body: some View {
        TabView {
            SettingsScreen()
            ProfileScreen()
        }
    }
}
