import SwiftUI

/// The steps of a sign-up flow, the title morphing between them. The name field slides in the
/// first time the first step's title appears; the flag is never set back, so going back to the
/// first step later shows it at once: it does not slide with that morph.
struct SignUpSteps: View {
    @Namespace private var ns
    @State private var step = 1
    @State private var showsNameField = false
    @State private var name = ""

    var body: some View {
        VStack {
            if step == 1 {
                Text("Welcome")
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: "title", in: ns)
                    .onAppear { withAnimation { showsNameField = true } }
                if showsNameField {
                    TextField("Name", text: $name)
                        .transition(.move(edge: .bottom))
                }
                Button("Next") { withAnimation(.spring) { step += 1 } }
            } else {
                Text("Your goals")
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: "title", in: ns)
                Button("Back") { withAnimation(.spring) { step -= 1 } }
                    .transition(.opacity.animation(.smooth.delay(0.15)))
            }
        }
    }
}
