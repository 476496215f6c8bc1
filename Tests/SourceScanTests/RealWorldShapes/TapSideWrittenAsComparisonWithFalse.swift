import SwiftUI

// `if isShowingMap == false` is the page the map is tapped from: its content may fade with the
// morph. The close button shown only with the opened map comes in with it.
struct PlacePage: View {
    @Namespace private var place
    @State private var isShowingMap = false

    var body: some View {
        ZStack {
            if isShowingMap == false {
                ScrollView {
                    Text("Opening hours")
                    MapThumbnail()
                        .matchedGeometryEffect(id: "map", in: place)
                        .onTapGesture { withAnimation { isShowingMap = true } }
                    Text("Reviews")
                }
            } else {
                MapThumbnail()
                    .matchedGeometryEffect(id: "map", in: place)
                Button("Close map") { withAnimation { isShowingMap = false } }
            }
        }
    }
}

// Two closures of an accessory of the app's own, each a zoom source: it shows one of them.
struct WorkoutHost: View {
    @Namespace private var workout

    var body: some View {
        BarAccessory {
            Text("Running").matchedTransitionSource(id: "mini", in: workout)
        } inline: {
            Image(systemName: "figure.run").matchedTransitionSource(id: "mini", in: workout)
        }
    }
}
