import SwiftUI

// The logo moves from the splash into the header; the page the onboarding starts on
// (`page` is declared `.welcome`), written in a `switch` of its own state beside the logo and
// inside a `Group`, appears with the morph, and so does the `else` of `if !compact` with
// `compact` declared `true`. The other pages come later, with their own change.
struct Onboarding: View {
    enum Page { case welcome, topics }
    @Namespace private var space
    @State private var splash = true
    @State private var page: Page = .welcome
    @State private var compact = true

    var body: some View {
        VStack {
            if splash {
                Image("logo").matchedGeometryEffect(id: "logo", in: space)
            } else {
                VStack {
                    Image("logo").matchedGeometryEffect(id: "logo", in: space)
                    switch page {
                    case .welcome:
                        Text("Welcome")
                    case .topics:
                        Text("Pick your topics")
                    }
                    Group {
                        switch page {
                        case .welcome:
                            Text("Step 1 of 2")
                        case .topics:
                            Text("Step 2 of 2")
                        }
                    }
                    .transition(.opacity.animation(.smooth.delay(0.2)))
                    Button("Next") { page = .topics }
                        .transition(.opacity.animation(.smooth.delay(0.2)))
                    if !compact {
                        Text("All the topics")
                    } else {
                        Text("Three topics")
                    }
                }
            }
        }
        .onAppear { withAnimation(.smooth.delay(1)) { splash = false } }
    }
}
