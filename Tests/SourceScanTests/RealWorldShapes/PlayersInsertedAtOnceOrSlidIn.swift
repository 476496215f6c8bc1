import SwiftUI

// Two full players holding the matched artwork. One sliding up with `.move` brings its
// controls in with the morph, not after it. One inserted with `.asymmetric(insertion:
// .identity, removal: .offset(…))` keeps its place for the morph while its content brings
// itself in (commonly an appear flag), as the sheet-style players do: not judged.
struct SheetPlayer: View {
    @Namespace private var sheet
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            if expanded {
                VStack {
                    Capsule().frame(width: 40, height: 5)
                    Image("art").matchedGeometryEffect(id: "art", in: sheet)
                }
                .transition(.asymmetric(insertion: .identity, removal: .offset(y: -5)))
                .onTapGesture { withAnimation(.easeInOut) { expanded = false } }
            } else {
                Image("art")
                    .matchedGeometryEffect(id: "art", in: sheet)
                    .frame(width: 44, height: 44)
                    .onTapGesture { withAnimation(.easeInOut) { expanded = true } }
            }
        }
    }
}

struct RisingPlayer: View {
    @Namespace private var rising
    @State private var full = false

    var body: some View {
        ZStack(alignment: .bottom) {
            if full {
                VStack {
                    Image("art").matchedGeometryEffect(id: "art", in: rising)
                    Slider(value: .constant(0.3))
                }
                .transition(.move(edge: .bottom))
                .onTapGesture { withAnimation(.spring) { full = false } }
            } else {
                Image("art")
                    .matchedGeometryEffect(id: "art", in: rising)
                    .frame(width: 44, height: 44)
                    .onTapGesture { withAnimation(.spring) { full = true } }
            }
        }
    }
}
