import SwiftUI

/// `#if` clauses inside modifier chains: the clause an iOS build compiles continues the chain
/// (the cover morphs, so the caption beside it appears with the morph); a clause for macOS only
/// matches nothing here.
struct CoverCard: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                VStack {
                    Image("cover")
                        .resizable()
                        #if os(iOS)
                        .matchedGeometryEffect(id: "cover", in: ns)
                        #else
                        .frame(width: 300)
                        #endif
                    Text("Caption")
                }
            } else {
                Image("cover")
                    #if !os(macOS)
                    .matchedGeometryEffect(id: "cover", in: ns)
                    #endif
                    .frame(width: 60, height: 60)
            }
        }
        .onTapGesture { withAnimation(.smooth) { open.toggle() } }
    }
}

struct DesktopBadge: View {
    @Namespace private var ns
    @State private var big = false

    var body: some View {
        Circle()
            #if os(macOS)
            .matchedGeometryEffect(id: "badge", in: ns)
            #endif
            .onTapGesture { big.toggle() }
    }
}
