import SwiftUI

/// A splash keeps its matched circle and logo in local `let`s and places them in each stage
/// beside its sky: they morph from stage to stage. Only the tagline, shown in the last stage
/// alone, appears with the morph.
struct Splash: View {
    @Namespace private var ns
    @State private var settled = false

    var body: some View {
        GeometryReader { proxy in
            let circle = Circle()
                .fill(.blue)
                .matchedGeometryEffect(id: "circle", in: ns)
            let logo = Image("logo")
                .matchedGeometryEffect(id: "logo", in: ns)
            ZStack {
                if !settled {
                    Color.blue.matchedGeometryEffect(id: "sky", in: ns)
                    circle.frame(width: proxy.size.width)
                    logo
                } else {
                    Color.white.matchedGeometryEffect(id: "sky", in: ns)
                    circle.frame(width: 80)
                    logo.frame(width: 40)
                    Text("Dive in")
                }
            }
            .onTapGesture { withAnimation(.spring) { settled.toggle() } }
        }
    }
}
