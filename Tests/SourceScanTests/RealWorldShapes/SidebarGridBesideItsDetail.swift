import SwiftUI

/// A grid shown as a sidebar's default detail and again as a sidebar link's destination;
/// its detail opens over the split view in the same ZStack. Nothing is pushed between the
/// grid and the detail, and the grid's two uses are no source and destination.
struct AtlasBrowser: View {
    @Namespace private var atlas
    @State private var picked: String?
    let places = ["Lisbon", "Porto"]

    var body: some View {
        ZStack {
            sidebar
            if let picked {
                Text(picked)
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: picked, in: atlas)
                    .onTapGesture { withAnimation { self.picked = nil } }
            }
        }
    }

    var sidebar: some View {
#if os(iOS)
        NavigationView {
            List {
                NavigationLink(destination: grid) {
                    Text("Places")
                }
            }
            grid
        }
#else
        grid
#endif
    }

    var grid: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
            ForEach(places, id: \.self) { place in
                Text(place)
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: place, in: atlas, isSource: picked == nil)
                    .onTapGesture { withAnimation { picked = place } }
            }
        }
    }
}
