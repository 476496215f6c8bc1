import SwiftUI

/// A lesson revealed step by step: what shows from step 1 on (`if step >= 1`) is on screen
/// before the morph of step 2 and stays after it; what step 2 brings beside the moved badge
/// appears with that morph.
struct Lesson: View {
    @Namespace private var lesson
    @State private var step = 0

    var body: some View {
        VStack {
            if step >= 1 {
                HStack {
                    Capsule().frame(width: 90, height: 40).matchedGeometryEffect(id: "badge", in: lesson)
                    Text("+")
                    Capsule().frame(width: 90, height: 40)
                }
            }
            if step == 2 {
                VStack {
                    Capsule().frame(width: 120, height: 50).matchedGeometryEffect(id: "badge", in: lesson)
                    Text("Growth and stable prices")
                }
            }
        }
        .onTapGesture { withAnimation { step = min(step + 1, 2) } }
    }
}
