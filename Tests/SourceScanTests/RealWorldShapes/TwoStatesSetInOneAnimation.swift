import SwiftUI

// The pass is shown by one state and its header hidden by another, both set in one
// withAnimation of a method: one change, one render cycle, one morph.
struct BoardingPasses: View {
    @State private var chosen: String?
    @State private var showsDetail = false
    @Namespace private var passes

    private func choose(_ pass: String) {
        withAnimation(.spring) {
            chosen = pass
            showsDetail = true
        }
    }

    var body: some View {
        VStack {
            if !showsDetail {
                Text("Passes").matchedGeometryEffect(id: "heading", in: passes)
                Button("Flight 212") { choose("212") }
            }
            if let chosen {
                Text("Pass \(chosen)").matchedGeometryEffect(id: "heading", in: passes)
                    .transition(.opacity.animation(.smooth.delay(0.15)))
            }
        }
    }
}
