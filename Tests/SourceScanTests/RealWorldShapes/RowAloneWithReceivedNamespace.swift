import SwiftUI

// A row that takes its namespace from a parent this scan does not hold.
struct EpisodeRow: View {
    let namespace: Namespace.ID
    let episode: Episode

    var body: some View {
        HStack {
            Image(episode.artwork)
                .matchedGeometryEffect(id: "art-\(episode.id)", in: namespace)
            Text(episode.title)
        }
    }
}
