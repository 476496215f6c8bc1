import SwiftUI

// The heading is written the same way in both branches: it is in both states and stays put
// (the two copies cross-fade in place). The caption exists in the dark state only.
struct ThemeSwitch: View {
    @State private var isLight = true
    @Namespace private var theme

    var body: some View {
        VStack {
            if isLight {
                Text("Appearance").font(.largeTitle)
                Circle().fill(.yellow).matchedGeometryEffect(id: "sun", in: theme).frame(width: 80)
            } else {
                Text("Appearance").font(.largeTitle)
                Circle().fill(.gray).matchedGeometryEffect(id: "sun", in: theme).frame(width: 40)
                Text("Dark mode is on")
            }
        }
        .onTapGesture { withAnimation(.smooth) { isLight.toggle() } }
    }
}
