import SwiftUI

final class ClipPlayer: ObservableObject {
    @Published var isOpen = false
}

// The view owns the model: closing the player is animated, opening it is not, so the clip
// jumps into the player instead of growing into it.
struct Clips: View {
    @Namespace private var clips
    @StateObject private var model = ClipPlayer()

    var body: some View {
        ZStack {
            if model.isOpen {
                Color.black
                    .matchedGeometryEffect(id: "clip", in: clips)
                    .onTapGesture { withAnimation(.smooth) { model.isOpen = false } }
            } else {
                Color.gray
                    .frame(width: 160, height: 90)
                    .matchedGeometryEffect(id: "clip", in: clips)
                    .onTapGesture { model.isOpen = true }
            }
        }
    }
}
