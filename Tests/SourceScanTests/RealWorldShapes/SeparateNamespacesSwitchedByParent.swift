import SwiftUI

struct Onboarding: View {
    @Namespace private var ns
    @State private var started = false

    var body: some View {
        ZStack {
            if !started {
                Circle()
                    .matchedGeometryEffect(id: "badge", in: ns)
                    .onTapGesture { started = true }
            }
            if started {
                WelcomeCard()
            }
        }
        .animation(.smooth, value: started)
    }
}

struct WelcomeCard: View {
    @Namespace private var ns

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .matchedGeometryEffect(id: "badge", in: ns)
    }
}
