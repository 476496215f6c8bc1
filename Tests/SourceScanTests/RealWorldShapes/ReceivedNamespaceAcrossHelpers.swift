import SwiftUI

/// A player panel handed its namespace and its state by the screen that owns them (not in
/// this file): the artwork is matched in two helpers, shown in the two branches of
/// `if isExpanded`. Read alone, the helpers are placed in their branches, so the two
/// artworks are never on screen together.
struct PlayerPanel: View {
    @Binding var isExpanded: Bool
    let artworkNamespace: Namespace.ID

    var body: some View {
        Group {
            if isExpanded {
                expandedCore()
            } else {
                compactCore()
            }
        }
        .animation(.spring(response: 0.45, dampingFraction: 0.8), value: isExpanded)
    }

    @ViewBuilder
    private func compactCore() -> some View {
        RoundedRectangle(cornerRadius: 6)
            .frame(width: 48, height: 48)
            .matchedGeometryEffect(id: "panel-artwork", in: artworkNamespace)
            .onTapGesture { isExpanded = true }
    }

    @ViewBuilder
    private func expandedCore() -> some View {
        RoundedRectangle(cornerRadius: 16)
            .frame(width: 240, height: 240)
            .matchedGeometryEffect(id: "panel-artwork", in: artworkNamespace)
            .onTapGesture { isExpanded = false }
    }
}
