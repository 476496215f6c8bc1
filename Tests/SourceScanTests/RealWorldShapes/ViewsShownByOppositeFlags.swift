import SwiftUI

// A modifier of the app's own shows the controls in one place or the other (`.show(!info)`
// beside the photo, `.show(info)` in the info panel): one id, never two sources at once.
// Its declaration need not be scanned.
struct PhotoViewer: View {
    @Namespace private var viewer
    @State private var info = false

    var body: some View {
        VStack {
            Image("photo")
            controls
                .show(!info)
            VStack {
                Text("Taken in Lisbon")
                controls
            }
            .show(info)
        }
        .animation(.smooth, value: info)
    }

    var controls: some View {
        HStack {
            Button("Info") { info.toggle() }
            Button("Share") {}
        }
        .matchedGeometryEffect(id: "controls", in: viewer)
    }
}

// The same flag on both: both are shown together, two sources.
struct PhotoViewerTwice: View {
    @Namespace private var viewer
    @State private var info = false

    var body: some View {
        VStack {
            controls
                .show(info)
            controls
                .show(info)
        }
        .animation(.smooth, value: info)
    }

    var controls: some View {
        Button("Info") { info.toggle() }
            .matchedGeometryEffect(id: "controls", in: viewer)
    }
}
