import SwiftUI

// The mini player zooms into the full player on iOS; a Mac has no zoom transition, so its
// build presents a plain sheet and the source is marked for nothing there by design.
struct NowPlaying: View {
    @Namespace private var zoom
    @State private var expanded = false

    var body: some View {
        Text("Mini player")
            .matchedTransitionSource(id: "player", in: zoom)
            .onTapGesture { expanded = true }
        #if os(iOS)
            .fullScreenCover(isPresented: $expanded) {
                Text("Full player")
                    .navigationTransition(.zoom(sourceID: "player", in: zoom))
            }
        #else
            .sheet(isPresented: $expanded) {
                Text("Full player")
            }
        #endif
    }
}
