import SwiftUI

/// Two pages of a `TabView` read one state: the plain swap on the first page is never on
/// screen with the morph on the second. State read through `self.` is the same state.
struct SwapDemos: View {
    @State private var swapped = false
    @Namespace private var dots

    var body: some View {
        TabView {
            plainSwap.tabItem { Text("Plain") }
            matchedSwap.tabItem { Text("Matched") }
        }
    }

    private var plainSwap: some View {
        HStack {
            if swapped {
                Circle().fill(.orange)
            } else {
                Circle().fill(.blue)
            }
        }
        .onTapGesture { withAnimation { swapped.toggle() } }
    }

    private var matchedSwap: some View {
        HStack {
            if swapped {
                Circle().fill(.orange).matchedGeometryEffect(id: "orange", in: dots)
            } else {
                Circle().fill(.orange).matchedGeometryEffect(id: "orange", in: dots)
            }
        }
        .onTapGesture { withAnimation { swapped.toggle() } }
    }
}

struct TrackRow: View {
    @State var expanded = false
    @Namespace var row

    var body: some View {
        VStack {
            if !self.expanded {
                Text("Calm Down").matchedGeometryEffect(id: "title", in: self.row)
            }
            if self.expanded {
                Text("Calm Down").matchedGeometryEffect(id: "title", in: self.row)
                Slider(value: .constant(0.3))
            }
        }
        .onTapGesture { withAnimation(.easeOut) { self.expanded.toggle() } }
    }
}
