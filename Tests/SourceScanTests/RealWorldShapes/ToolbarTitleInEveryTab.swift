import SwiftUI

/// A custom tab bar switching screens, each in a container whose navigation stack shows the
/// app's title in its toolbar, matched in one namespace: each stack hosts its own bar, so the
/// screens' content is no morph's one-state content.
struct ShellTabs: View {
    enum Tab { case home, library }
    @Namespace private var chrome
    @State private var tab = Tab.home

    var body: some View {
        VStack {
            switch tab {
            case .home:
                ShellScreen(title: "Home", chrome: chrome) { Text("Home feed") }
            case .library:
                ShellScreen(title: "Library", chrome: chrome) { List { Text("Songs") } }
            }
            HStack {
                Button("Home") { withAnimation { tab = .home } }
                Button("Library") { withAnimation { tab = .library } }
            }
        }
    }
}

struct ShellScreen<Content: View>: View {
    let title: String
    let chrome: Namespace.ID
    @ViewBuilder let content: Content

    var body: some View {
        NavigationStack {
            ZStack {
                Color.gray.opacity(0.1).ignoresSafeArea()
                content
            }
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text("Ample").matchedGeometryEffect(id: "appTitle", in: chrome)
                }
            }
        }
    }
}
