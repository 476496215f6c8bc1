import SwiftUI

// A flow's start screen hands its title to the steps and never comes back: what only the start
// screen shows leaves with the morph; the steps' own content is what arrives.
struct ReliefFlow: View {
    @Binding var isStartScreen: Bool
    @Namespace private var flow

    var body: some View {
        if isStartScreen {
            VStack {
                Text("Breathe")
                    .matchedGeometryEffect(id: "title", in: flow)
                Text("We will go through it together.")
                Button("Start") { withAnimation { isStartScreen = false } }
            }
        } else {
            VStack {
                Text("Breathe")
                    .matchedGeometryEffect(id: "title", in: flow)
                Text("Step one: slow down.")
            }
        }
    }
}
