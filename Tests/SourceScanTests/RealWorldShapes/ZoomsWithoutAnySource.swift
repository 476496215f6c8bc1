import SwiftUI

// A zoom whose private namespace has no `.matchedTransitionSource` (the source commented
// out) has nothing to zoom out of. With its source written, or with the namespace a route
// carries (`case .viewer(let namespace)`, not the property it shadows), it is left alone.
struct TimetableScreen: View {
    @Namespace private var timetable
    @State private var showsEditor = false

    var body: some View {
        NavigationStack {
            List { Text("Monday") }
                .toolbar {
                    Button("Edit") { showsEditor = true }
                    // .matchedTransitionSource(id: "editor", in: timetable)
                }
                .sheet(isPresented: $showsEditor) {
                    Text("Editor")
                        .navigationTransition(.zoom(sourceID: "editor", in: timetable))
                }
        }
    }
}

struct SourcedTimetable: View {
    @Namespace private var timetable
    @State private var showsEditor = false

    var body: some View {
        Button("Edit") { showsEditor = true }
            .matchedTransitionSource(id: "editor", in: timetable)
            .sheet(isPresented: $showsEditor) {
                Text("Editor")
                    .navigationTransition(.zoom(sourceID: "editor", in: timetable))
            }
    }
}

enum PhotoRoute: Hashable {
    case viewer(id: String, namespace: Namespace.ID)
}

struct PhotoRoutes: View {
    @Namespace private var namespace
    @State private var path: [PhotoRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Albums")
                .navigationDestination(for: PhotoRoute.self) { route in
                    switch route {
                    case .viewer(let id, let namespace):
                        Text(id)
                            .navigationTransition(.zoom(sourceID: id, in: namespace))
                    }
                }
        }
    }
}

// A destination whose state no code sets never shows: its zoom is dead code, not judged.
struct UnreachedViewer: View {
    @Namespace private var viewer
    @State private var viewing: String?

    var body: some View {
        NavigationStack {
            Text("Chat")
                .navigationDestination(item: $viewing) { id in
                    Text(id)
                        .navigationTransition(.zoom(sourceID: id, in: viewer))
                }
        }
    }
}

// A namespace other files may read (not `private`): an extension of the view in a file not
// scanned may hold the source, so the zoom is not judged, alone or with any other file.
struct RecorderScreen: View {
    @Namespace var recorder
    @State private var recording = false

    var body: some View {
        Button("Record") { recording = true }
            .fullScreenCover(isPresented: $recording) {
                Text("Recording")
                    .navigationTransition(.zoom(sourceID: "record", in: recorder))
            }
    }
}
