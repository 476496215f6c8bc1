import SwiftUI

// The title sits in the `if` around both places of the sliding indicator: it shows in both
// states of the slide and stays. The welcome screen after sign-in replaces it with no morph.
struct SignIn: View {
    @Namespace private var tabs
    @State private var step = 0

    var body: some View {
        VStack {
            if step == 0 || step == 1 {
                Text("Welcome")
                    .font(.largeTitle)
                HStack {
                    Button("Log in") { withAnimation(.spring) { step = 0 } }
                        .overlay(alignment: .bottom) {
                            if step == 0 {
                                Capsule().frame(height: 3).matchedGeometryEffect(id: "tab", in: tabs)
                            }
                        }
                    Button("Sign up") { withAnimation(.spring) { step = 1 } }
                        .overlay(alignment: .bottom) {
                            if step == 1 {
                                Capsule().frame(height: 3).matchedGeometryEffect(id: "tab", in: tabs)
                            }
                        }
                }
            } else {
                Text("Signed in")
            }
        }
    }
}
