import SwiftUI

/// The deprecated `.animation(_:)` on the stack around the morph's conditional animates its
/// state change: the text the detail brings pops in with the morph. On a sibling only, it
/// animates nothing of the morph.
struct TreeCard: View {
    @Namespace private var tree
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                VStack {
                    Image("Tree").matchedGeometryEffect(id: "tree", in: tree)
                    Text("Every ring is a year.")
                }
            } else {
                Image("Tree").matchedGeometryEffect(id: "tree", in: tree)
            }
        }
        .animation(.spring())
        .onTapGesture { open.toggle() }
    }
}

struct SiblingAnimation: View {
    @Namespace private var tree
    @State private var open = false

    var body: some View {
        VStack {
            Text("Trees").animation(.spring())
            if open {
                Image("Tree").matchedGeometryEffect(id: "tree", in: tree)
            } else {
                Image("Tree").matchedGeometryEffect(id: "tree", in: tree)
            }
        }
        .onTapGesture { open.toggle() }
    }
}
