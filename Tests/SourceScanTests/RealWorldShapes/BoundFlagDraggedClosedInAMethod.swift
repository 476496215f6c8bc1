import SwiftUI

/// The player opens in a `withAnimation`; dragging it down runs a method that sets the bound
/// flag back with none, and its owner watches nothing: closing is a hard cut.
struct PlayerTabs: View {
    @Namespace private var player
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            TabView {
                Text("Library")
            }
            PlayerPanel(expanded: $expanded, player: player)
        }
    }
}

struct PlayerPanel: View {
    @Binding var expanded: Bool
    let player: Namespace.ID

    var body: some View {
        VStack {
            if expanded {
                Image("cover")
                    .resizable()
                    .frame(width: 280, height: 280)
                    .matchedGeometryEffect(id: "cover", in: player)
            } else {
                Image("cover")
                    .resizable()
                    .frame(width: 48, height: 48)
                    .matchedGeometryEffect(id: "cover", in: player)
                    .onTapGesture { withAnimation(.spring) { expanded = true } }
            }
        }
        .gesture(DragGesture().onEnded(dragEnded))
    }

    func dragEnded(_ value: DragGesture.Value) {
        if value.translation.height > 120 {
            expanded = false
        }
    }
}

/// The same panel under an owner that watches the flag: both ways animate.
struct WatchedPlayerTabs: View {
    @Namespace private var player
    @State private var open = false

    var body: some View {
        WatchedPlayerPanel(open: $open, player: player)
            .animation(.spring, value: open)
    }
}

struct WatchedPlayerPanel: View {
    @Binding var open: Bool
    let player: Namespace.ID

    var body: some View {
        VStack {
            if open {
                Image("cover").resizable().frame(width: 280, height: 280).matchedGeometryEffect(id: "cover", in: player)
            } else {
                Image("cover").resizable().frame(width: 48, height: 48).matchedGeometryEffect(id: "cover", in: player)
                    .onTapGesture { withAnimation(.spring) { open = true } }
            }
        }
        .gesture(DragGesture().onEnded { value in close(after: value) })
    }

    func close(after value: DragGesture.Value) {
        if value.translation.height > 120 { open = false }
    }
}
