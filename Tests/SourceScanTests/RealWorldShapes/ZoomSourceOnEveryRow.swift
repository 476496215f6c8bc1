import SwiftUI

struct Lookout: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct LookoutList: View {
    @Namespace private var zoom
    let lookouts: [Lookout] = []

    var body: some View {
        NavigationStack {
            List(lookouts) { lookout in
                NavigationLink(value: lookout) {
                    Text(lookout.name)
                        .matchedTransitionSource(id: 1, in: zoom)
                }
            }
            .navigationDestination(for: Lookout.self) { lookout in
                Text(lookout.name)
                    .navigationTransition(.zoom(sourceID: 1, in: zoom))
            }
        }
    }
}
