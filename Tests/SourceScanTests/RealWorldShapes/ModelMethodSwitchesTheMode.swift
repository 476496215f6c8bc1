import SwiftUI

// The player's mode lives in a model, and a child switches it through a method of the model
// (`model.show(.lyrics)` sets `mode`) in a `withAnimation`: the lyrics slide in with the
// morph. The controls of the mode it starts in (`mode == .cover`, as declared) may leave with it.
final class PlayerModel: ObservableObject {
    enum Mode { case cover, lyrics }
    @Published private(set) var mode: Mode = .cover

    func show(_ next: Mode) { mode = next }
}

struct Player: View {
    @StateObject private var model = PlayerModel()
    @Namespace private var space

    var body: some View {
        VStack {
            if model.mode == .cover {
                CoverBar(model: model, space: space)
                Text("Controls")
            }
            if model.mode != .cover {
                Image("art").matchedGeometryEffect(id: "art", in: space)
            }
            if model.mode == .lyrics {
                Text("Lyrics").transition(.move(edge: .bottom))
            }
        }
    }
}

struct CoverBar: View {
    @ObservedObject var model: PlayerModel
    let space: Namespace.ID

    var body: some View {
        Image("art").matchedGeometryEffect(id: "art", in: space)
            .onTapGesture { withAnimation(.smooth) { model.show(.lyrics) } }
    }
}
