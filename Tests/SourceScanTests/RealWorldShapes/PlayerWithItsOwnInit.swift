import SwiftUI

// Both players store the namespace and the binding under other names in an init of their own.
// The title's font in the mini player is a local constant.
struct PlayerHost: View {
    @Namespace private var playerSpace
    @State private var expanded = false

    var body: some View {
        if expanded {
            LargePlayer(space: playerSpace, expanded: $expanded)
        } else {
            SmallPlayer(space: playerSpace, expanded: $expanded)
        }
    }
}

struct LargePlayer: View {
    private let ns: Namespace.ID
    @Binding private var isLarge: Bool

    init(space: Namespace.ID, expanded: Binding<Bool>) {
        self.ns = space
        self._isLarge = expanded
    }

    var body: some View {
        VStack {
            Text("Close")
            Image("cover").matchedGeometryEffect(id: "cover", in: ns)
            Text("Night Drive").font(.title).matchedGeometryEffect(id: "title", in: ns)
        }
        .onTapGesture { withAnimation { isLarge = false } }
    }
}

struct SmallPlayer: View {
    private let ns: Namespace.ID
    @Binding private var isLarge: Bool

    init(space: Namespace.ID, expanded: Binding<Bool>) {
        ns = space
        _isLarge = expanded
    }

    var body: some View {
        HStack {
            let titleFont: Font = .footnote
            Image("cover").matchedGeometryEffect(id: "cover", in: ns)
            Text("Night Drive").font(titleFont).matchedGeometryEffect(id: "title", in: ns)
        }
        .onTapGesture { withAnimation { isLarge = true } }
    }
}
