import SwiftUI

/// The open player, handed the namespace and the flag as a binding: the grip above the
/// artwork is always in the layout, shown by `.opacity(expanded ? 1 : 0)`, so it fades in
/// with the artwork's morph instead of after it.
struct OpenTrackPanel: View {
    @Binding var expanded: Bool
    var ns: Namespace.ID

    var body: some View {
        VStack(spacing: 12) {
            Capsule()
                .frame(width: 40, height: 5)
                .opacity(expanded ? 1 : 0)
            if expanded {
                RoundedRectangle(cornerRadius: 12)
                    .matchedGeometryEffect(id: "cover", in: ns)
                    .frame(height: 320)
            }
        }
    }
}

struct TrackDock: View {
    @Namespace private var ns
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            OpenTrackPanel(expanded: $expanded, ns: ns)
            if !expanded {
                RoundedRectangle(cornerRadius: 6)
                    .matchedGeometryEffect(id: "cover", in: ns)
                    .frame(width: 44, height: 44)
                    .onTapGesture { withAnimation(.spring) { expanded = true } }
            }
        }
    }
}
