import SwiftUI

// The screen owns the tab and hands it to the bar as a binding; neither animates it, so the
// pill jumps. The second bar's owner watches its tab with .animation(_:value:): it slides.
struct PillTabBar: View {
    @Binding var selection: Int
    @Namespace private var pill

    var body: some View {
        HStack {
            ForEach(0..<3, id: \.self) { index in
                Text("Tab \(index)")
                    .background {
                        if selection == index {
                            Capsule().matchedGeometryEffect(id: "pill", in: pill)
                        }
                    }
                    .onTapGesture { selection = index }
            }
        }
    }
}

struct PillScreen: View {
    @State private var tab = 0

    var body: some View {
        PillTabBar(selection: $tab)
    }
}

struct SlidingPillTabBar: View {
    @Binding var selection: Int
    @Namespace private var pill

    var body: some View {
        HStack {
            ForEach(0..<3, id: \.self) { index in
                Text("Tab \(index)")
                    .background {
                        if selection == index {
                            Capsule().matchedGeometryEffect(id: "pill", in: pill)
                        }
                    }
                    .onTapGesture { selection = index }
            }
        }
    }
}

struct SlidingPillScreen: View {
    @State private var tab = 0

    var body: some View {
        SlidingPillTabBar(selection: $tab)
            .animation(.snappy, value: tab)
    }
}
