import SwiftUI

// A drop callback's code (`} didComplete: { … }`) shows no views, an invisible link pushing
// after sign-in is nothing to fade, and a text field's placeholder shows while the text is
// empty, whatever the morph does.
struct SignInForm: View {
    @Namespace private var form
    @State private var signingUp = false
    @State private var done = false
    @State private var text = ""
    @State private var items: [String] = []
    @State private var pending: Int?

    var body: some View {
        VStack {
            if signingUp {
                Capsule().matchedGeometryEffect(id: "field", in: form)
                NavigationLink(isActive: $done) {
                    Text("Dashboard")
                } label: {
                    EmptyView()
                }
            } else {
                Capsule().matchedGeometryEffect(id: "field", in: form)
            }
            ZStack {
                if text.isEmpty {
                    Text("Email")
                }
                TextField("", text: $text)
            }
            Button("Switch") {
                withAnimation {
                    signingUp.toggle()
                    text = ""
                }
            }
        }
        .dropZone { pending = $0 } didComplete: { finished in
            guard finished else { return }
            if let pending {
                items.remove(at: pending)
            }
        }
    }
}

// The drop cursor slides to the pending slot; the drop's completion code reads the same state.
struct DropRow: View {
    @Namespace private var drop
    @State private var items = ["A", "B", "C"]
    @State private var pending: Int?

    var body: some View {
        HStack {
            ForEach(items.indices, id: \.self) { index in
                if pending == index {
                    Capsule().matchedGeometryEffect(id: "cursor", in: drop)
                }
                Text(items[index])
            }
            if let pending, !items.indices.contains(pending) {
                Capsule().matchedGeometryEffect(id: "cursor", in: drop)
            }
        }
        .animation(.bouncy, value: pending)
        .dropZone { pending = $0 } didComplete: { finished in
            guard finished else { return }
            if let pending {
                items.remove(at: pending)
            }
        }
    }
}
