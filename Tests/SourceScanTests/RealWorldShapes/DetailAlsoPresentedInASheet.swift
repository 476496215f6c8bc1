import SwiftUI

/// A lesson card opens into its page in place; a featured lesson shows the same page in a
/// sheet, handed the same namespace. In the sheet its matched views can never morph: the
/// sheet is a view hierarchy of its own. Reported at the page the sheet presents.
struct Library: View {
    @Namespace private var ns
    @State private var open = false
    @State private var featured = false

    var body: some View {
        ZStack {
            if !open {
                Image("cover")
                    .matchedGeometryEffect(id: "cover", in: ns)
                    .onTapGesture { withAnimation(.spring) { open = true } }
            } else {
                CoverPage(ns: ns, open: $open)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Featured") { featured = true }
        }
        .sheet(isPresented: $featured) {
            CoverPage(ns: ns, open: $featured)
        }
    }
}

struct CoverPage: View {
    let ns: Namespace.ID
    @Binding var open: Bool

    var body: some View {
        Image("cover")
            .matchedGeometryEffect(id: "cover", in: ns)
            .frame(height: 300)
            .onTapGesture { withAnimation(.spring) { open = false } }
    }
}
