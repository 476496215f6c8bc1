import SwiftUI

/// The id is a static constant, written directly in one state and handed to a helper in the
/// other (`chip(id: Self.badgeID)`): one id, which morphs.
struct BadgeBar: View {
    private static let badgeID = "badge"
    @Namespace private var bar
    @State private var expanded = false

    var body: some View {
        VStack {
            if expanded {
                Text("New")
                    .padding()
                    .matchedGeometryEffect(id: Self.badgeID, in: bar)
            } else {
                chip(id: Self.badgeID)
            }
        }
        .onTapGesture { withAnimation(.snappy) { expanded.toggle() } }
    }

    func chip(id: String) -> some View {
        Circle().frame(width: 8, height: 8).matchedGeometryEffect(id: id, in: bar)
    }
}
