import SwiftUI

/// A search button that turns into a spinner while it searches: both states slide in from the
/// trailing edge, a plain transition chosen for both, with no element to morph.
struct SearchHereButton: View {
    @State private var searching = false

    var body: some View {
        ZStack {
            if searching {
                Button(action: {}) { ProgressView() }
                    .transition(.move(edge: .trailing))
            } else {
                Button(action: { searching = true }) { Image(systemName: "location.magnifyingglass") }
                    .transition(.move(edge: .trailing))
            }
        }
        .animation(.smooth, value: searching)
    }
}
