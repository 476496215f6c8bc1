import SwiftUI

/// The mini player grows into the full player in place. The full player's block is always in
/// the layout, shown by `.opacity(expanded ? 1 : 0)`, and holds the matched title: its other
/// controls fade in with the title's morph instead of after it.
struct GrowingPlayer: View {
    @Namespace private var ns
    @State private var expanded = false

    var body: some View {
        VStack {
            if !expanded {
                Text("Song")
                    .matchedGeometryEffect(id: "title", in: ns)
            }
            VStack(spacing: 12) {
                if expanded {
                    Text("Song")
                        .font(.title)
                        .matchedGeometryEffect(id: "title", in: ns)
                }
                HStack {
                    Image(systemName: "backward.fill")
                    Image(systemName: "play.fill")
                    Image(systemName: "forward.fill")
                }
            }
            .frame(height: expanded ? nil : 0)
            .opacity(expanded ? 1 : 0)
        }
        .onTapGesture { withAnimation(.spring) { expanded.toggle() } }
    }
}
