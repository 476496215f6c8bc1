import SwiftUI

// Each tab page adds the same mini player. A TabView shows one page at a time, so its
// matched artwork is never on screen twice.
struct TabsWithMiniPlayer: View {
    @Namespace private var playerSpace

    var body: some View {
        TabView {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .modifier(MiniPlayerInset(namespace: playerSpace))
            Text("Library")
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .modifier(MiniPlayerInset(namespace: playerSpace))
        }
    }
}

struct MiniPlayerInset: ViewModifier {
    var namespace: Namespace.ID

    func body(content: Content) -> some View {
        content.safeAreaInset(edge: .bottom) {
            RoundedRectangle(cornerRadius: 12)
                .matchedGeometryEffect(id: "artwork", in: namespace)
                .frame(height: 56)
        }
    }
}
