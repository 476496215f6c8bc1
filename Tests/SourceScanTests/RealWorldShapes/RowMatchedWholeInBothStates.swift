import SwiftUI

// A row matched whole in the list and in the detail, each with the same icon, titles and
// button beside a matched icon: what the row shows is in both states. Only the detail's
// own description is one-state content.
struct AppList: View {
    @Namespace private var apps
    @State private var open = false

    var body: some View {
        ZStack {
            if !open {
                AppRow(apps: apps)
                    .onTapGesture { withAnimation(.smooth) { open = true } }
            } else {
                VStack {
                    AppRow(apps: apps)
                    Text("What's new in this version")
                }
                .onTapGesture { withAnimation(.smooth) { open = false } }
            }
        }
    }
}

struct AppRow: View {
    let apps: Namespace.ID

    var body: some View {
        HStack {
            Image("icon")
                .matchedGeometryEffect(id: "icon", in: apps)
            VStack {
                Text("Planner")
                Text("Productivity")
            }
            Button("GET") {}
        }
        .matchedGeometryEffect(id: "row", in: apps)
    }
}

// The same row written twice, once per state, with the same kinds of views beside the icon.
struct GameList: View {
    @Namespace private var games
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                VStack {
                    HStack {
                        Image("cover")
                            .matchedGeometryEffect(id: "cover", in: games)
                        Text("Racer")
                        Button("GET") {}
                    }
                    .matchedGeometryEffect(id: "game", in: games)
                    Text("Race through the city at night")
                }
                .onTapGesture { withAnimation(.smooth) { open = false } }
            } else {
                HStack {
                    Image("cover")
                        .matchedGeometryEffect(id: "cover", in: games)
                    Text("Racer")
                    Button("GET") {}
                }
                .matchedGeometryEffect(id: "game", in: games)
                .onTapGesture { withAnimation(.smooth) { open = true } }
            }
        }
    }
}
