import SwiftUI

// The feed is shown through a function of the app's own taking view closures; the screen it
// builds is handed the namespace and is not in the scan: it may hold the hero's partner and
// fade itself as part of the morph, so neither the wrapper nor the screen's fade is judged.
struct Recipes: View {
    @Namespace private var namespace
    @State private var showsFeed = false

    var body: some View {
        ZStack {
            if !showsFeed {
                Text("Recipes")
                    .matchedGeometryEffect(id: "title", in: namespace)
                    .onTapGesture { withAnimation { showsFeed = true } }
            } else {
                Text("Recipes")
                    .matchedGeometryEffect(id: "title", in: namespace)
                withLoadingState(
                    loading: { ProgressView() },
                    loaded: {
                        RecipeFeed(namespace: namespace)
                            .transition(.opacity)
                    }
                )
            }
        }
    }
}
