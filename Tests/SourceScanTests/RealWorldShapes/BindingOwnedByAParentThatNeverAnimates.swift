import SwiftUI

// The screen owns the tab and hands it to the bar as a binding; neither animates it, so the
// pill jumps. The underline's owner watches its section with .animation(_:value:): it slides.
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

struct SlidingUnderlineBar: View {
    @Binding var section: String
    @Namespace private var underline
    let sections = ["Songs", "Albums"]

    var body: some View {
        HStack {
            ForEach(sections, id: \.self) { title in
                VStack {
                    Button(title) { section = title }
                    if section == title {
                        Rectangle().frame(height: 2).matchedGeometryEffect(id: "underline", in: underline)
                    }
                }
            }
        }
    }
}

struct SlidingUnderlineScreen: View {
    @State private var section = "Songs"

    var body: some View {
        SlidingUnderlineBar(section: $section)
            .animation(.snappy, value: section)
    }
}
