import SwiftUI

// The expanded player sets its own state as it appears, in a method `.onAppear` names, with no
// delay: the handle fades and the controls slide up together with the artwork's morph. A slide
// following the morph's own state (the mini bar moving aside) is the layout, not content.
struct PlayerHost: View {
    @Namespace private var player
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            Text("Library")
                .offset(y: expanded ? 0 : 12)
            if expanded {
                ExpandedSheet(expanded: $expanded, player: player)
            } else {
                MiniBar(player: player)
                    .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { expanded = true } }
            }
        }
    }
}

struct MiniBar: View {
    let player: Namespace.ID

    var body: some View {
        HStack {
            Image("artwork")
                .matchedGeometryEffect(id: "artwork", in: player)
            Spacer()
        }
    }
}

struct ExpandedSheet: View {
    @Binding var expanded: Bool
    let player: Namespace.ID
    @State private var showContent = false

    var body: some View {
        VStack {
            Capsule()
                .frame(width: 40, height: 5)
                .opacity(showContent ? 1 : 0)
            Image("artwork")
                .matchedGeometryEffect(id: "artwork", in: player)
            Controls()
                .offset(y: showContent ? 0 : 400)
        }
        .onAppear(perform: appear)
    }

    private func appear() {
        withAnimation(.easeInOut(duration: 0.35)) {
            showContent = true
        }
    }
}

struct Controls: View {
    var body: some View {
        HStack {
            Image(systemName: "backward.fill")
            Image(systemName: "play.fill")
            Image(systemName: "forward.fill")
        }
    }
}
