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
