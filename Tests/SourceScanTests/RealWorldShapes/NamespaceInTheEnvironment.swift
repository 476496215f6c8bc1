import SwiftUI

// The screen sets its namespace as an environment value; the bar and the player read it.
extension EnvironmentValues {
    @Entry var playerNamespace: Namespace.ID? = nil
}

struct EnvironmentPlayerScreen: View {
    @Namespace private var player
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            if expanded {
                EnvironmentFullPlayer()
                    .onTapGesture { withAnimation(.smooth) { expanded = false } }
            } else {
                EnvironmentMiniBar()
                    .onTapGesture { withAnimation(.smooth) { expanded = true } }
            }
        }
        .environment(\.playerNamespace, player)
    }
}

struct EnvironmentMiniBar: View {
    @Environment(\.playerNamespace) private var namespace

    var body: some View {
        HStack {
            Image("cover").matchedGeometryEffect(id: "cover", in: namespace!)
            Text("Song").matchedGeometryEffect(id: "title", in: namespace!)
        }
    }
}

struct EnvironmentFullPlayer: View {
    @Environment(\.playerNamespace) private var namespace

    var body: some View {
        VStack {
            Image("cover").matchedGeometryEffect(id: "cover", in: namespace!)
            Text("Song").matchedGeometryEffect(id: "title", in: namespace!)
            Text("Album and artist")
        }
    }
}
