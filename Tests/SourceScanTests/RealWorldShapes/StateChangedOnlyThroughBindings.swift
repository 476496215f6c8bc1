import SwiftUI

// Only the child views change `showsMap`, through the binding each is handed, and neither
// animates it: the morph is a hard cut. When a binding also goes to a control (a Toggle
// herocat does not read), whoever changes it there may animate it: nothing is said.
struct TripPlanner: View {
    @Namespace private var planner
    @State private var showsMap = false

    var body: some View {
        VStack {
            if showsMap {
                Image("map").matchedGeometryEffect(id: "map", in: planner)
                MapCloser(showsMap: $showsMap)
            } else {
                MapOpener(planner: planner, showsMap: $showsMap)
            }
        }
    }
}

struct MapOpener: View {
    let planner: Namespace.ID
    @Binding var showsMap: Bool

    var body: some View {
        Image("map")
            .matchedGeometryEffect(id: "map", in: planner)
            .onTapGesture { showsMap = true }
    }
}

struct MapCloser: View {
    @Binding var showsMap: Bool

    var body: some View {
        Button("Done") { showsMap = false }
    }
}

struct RouteSettings: View {
    @Namespace private var route
    @State private var detailed = false

    var body: some View {
        VStack {
            Toggle("Details", isOn: $detailed)
            if detailed {
                Text("Route").matchedGeometryEffect(id: "route", in: route)
            } else {
                RouteBadge(route: route, detailed: $detailed)
            }
        }
    }
}

struct RouteBadge: View {
    let route: Namespace.ID
    @Binding var detailed: Bool

    var body: some View {
        Text("Route")
            .matchedGeometryEffect(id: "route", in: route)
            .onTapGesture { detailed = true }
    }
}
