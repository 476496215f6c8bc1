import SwiftUI

/// The search field grows out of the magnifier. As it appears, it fades its text field in by
/// `animateContent` at once, and focuses the field later in an `asyncAfter`: the fade still
/// starts with the morph. The hint it shows from a method run on appear comes later, inside
/// that method's own `asyncAfter`: not with the morph.
struct SearchHome: View {
    @Namespace private var ns
    @State private var searching = false

    var body: some View {
        ZStack {
            if !searching {
                Image(systemName: "magnifyingglass")
                    .matchedGeometryEffect(id: "glass", in: ns)
                    .onTapGesture { withAnimation(.spring) { searching = true } }
            } else {
                SearchField(ns: ns)
            }
        }
    }
}

struct SearchField: View {
    let ns: Namespace.ID
    @State private var animateContent = false
    @State private var showsHint = false
    @FocusState private var focused: Bool

    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
                .matchedGeometryEffect(id: "glass", in: ns)
            TextField("Search", text: .constant(""))
                .focused($focused)
                .opacity(animateContent ? 1 : 0)
            Text("Try a title")
                .opacity(showsHint ? 1 : 0)
        }
        .onAppear {
            withAnimation(.spring) { animateContent = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { focused = true }
        }
        .onAppear(perform: offerHint)
    }

    func offerHint() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            withAnimation(.easeOut) { showsHint = true }
        }
    }
}
