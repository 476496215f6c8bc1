import SwiftUI

final class TransportModel: ObservableObject {
    @Published var position = 0.0
    func previous() {}
    func collapse() {}
}

/// A control of the app's own takes its action as the first trailing closure: the `if` there
/// tests the morph's state, but it calls the model's methods; it shows no views.
struct PlayerControls: View {
    @ObservedObject var model: TransportModel
    @Namespace private var ns
    @State private var expanded = false

    var body: some View {
        VStack {
            if expanded {
                Image("cover").resizable().frame(width: 280, height: 280)
                    .matchedGeometryEffect(id: "cover", in: ns)
            } else {
                Image("cover").resizable().frame(width: 44, height: 44)
                    .matchedGeometryEffect(id: "cover", in: ns)
            }
            RoundButton {
                if expanded {
                    model.collapse()
                } else {
                    model.previous()
                }
            } content: {
                Image(systemName: "backward.fill")
            }
        }
        .onTapGesture { withAnimation(.smooth) { expanded.toggle() } }
    }
}

struct RoundButton<Content: View>: View {
    let action: () -> Void
    @ViewBuilder let content: Content

    init(_ action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    var body: some View {
        Button(action: action) { content.padding(12).background(Circle().fill(.thinMaterial)) }
    }
}
