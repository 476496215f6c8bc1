import SwiftUI

/// Two tabs, each with its own namespace and its own router: each router zooms the details it
/// pushes from the id its own list (a view of another module, the zoom's source) handed it
/// (`transitionID`, a parameter of its function). The two ids share a name, not a value, so
/// the two tabs' namespaces never meet over one element.
struct AppTabs: View {
    @Namespace private var browseNamespace
    @Namespace private var libraryNamespace

    var body: some View {
        TabView {
            BrowseTab(namespace: browseNamespace)
                .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
            LibraryTab(namespace: libraryNamespace)
                .tabItem { Label("Library", systemImage: "books.vertical") }
        }
    }
}

struct BrowseTab: View {
    let namespace: Namespace.ID
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            BrowseList(transitionNamespace: namespace)
                .navigationDestination(for: String.self) { id in
                    details(transitionID: id)
                }
        }
    }

    @ViewBuilder
    private func details(transitionID: String?) -> some View {
        if let transitionID {
            Text("Browse details")
                .navigationTransition(.zoom(sourceID: transitionID, in: namespace))
        } else {
            Text("Browse details")
        }
    }
}

struct LibraryTab: View {
    let namespace: Namespace.ID
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            LibraryList(transitionNamespace: namespace)
                .navigationDestination(for: String.self) { id in
                    details(transitionID: id)
                }
        }
    }

    @ViewBuilder
    private func details(transitionID: String?) -> some View {
        if let transitionID {
            Text("Library details")
                .navigationTransition(.zoom(sourceID: transitionID, in: namespace))
        } else {
            Text("Library details")
        }
    }
}
