import SwiftUI

/// The selected tab shows its title beside the sliding pill: the change that moves the pill
/// inserts the title in the new tab and removes it from the old one.
struct TitledTabBar: View {
    @State private var selection = 0
    @Namespace private var pill
    let titles = ["Home", "Search", "Library"]

    var body: some View {
        VStack {
            switch selection {
            case 0: Text("Home page")
            case 1: Text("Search page")
            default: Text("Library page")
            }
            HStack {
                ForEach(0..<3) { tab in
                    Button {
                        withAnimation(.snappy) { selection = tab }
                    } label: {
                        HStack {
                            Image(systemName: "circle")
                                .opacity(selection == tab ? 1 : 0.6)
                            if selection == tab {
                                Text(titles[tab])
                            }
                        }
                        .background {
                            if selection == tab {
                                Capsule().fill(.blue.opacity(0.2))
                                    .matchedGeometryEffect(id: "pill", in: pill)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A tab button of its own, given the selection as a binding; its title waits for the slide.
struct TabButton: View {
    var tab: Int
    @Binding var selected: Int
    var namespace: Namespace.ID

    var body: some View {
        Button {
            withAnimation(.spring) { selected = tab }
        } label: {
            VStack {
                Image(systemName: "star")
                if selected == tab {
                    Text("Tab \(tab)")
                        .transition(.opacity.animation(.smooth.delay(0.15)))
                }
            }
            .overlay {
                if selected == tab && tab > 0 {
                    Rectangle().frame(height: 2)
                        .matchedGeometryEffect(id: "underline", in: namespace)
                }
            }
        }
    }
}

/// The same title with no transition of its own.
struct PlainTabButton: View {
    var tab: Int
    @Binding var selected: Int
    var namespace: Namespace.ID

    var body: some View {
        Button {
            withAnimation(.spring) { selected = tab }
        } label: {
            VStack {
                Image(systemName: "star")
                if selected == tab {
                    Text("Tab \(tab)")
                }
            }
            .overlay {
                if selected == tab {
                    Rectangle().frame(height: 2)
                        .matchedGeometryEffect(id: "underline", in: namespace)
                }
            }
        }
    }
}

struct ButtonTabBar: View {
    @State private var selected = 0
    @Namespace private var underline
    @Namespace private var plainUnderline

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<3) { TabButton(tab: $0, selected: $selected, namespace: underline) }
            }
            HStack {
                ForEach(0..<3) { PlainTabButton(tab: $0, selected: $selected, namespace: plainUnderline) }
            }
        }
    }
}

/// The test named by a local constant (`let isSelected = choice == tab`) is that test.
struct NamedTestTabBar: View {
    @State private var choice = 0
    @Namespace private var dot

    var body: some View {
        HStack {
            ForEach(0..<3) { tab in
                let isSelected = choice == tab
                VStack {
                    if isSelected {
                        Circle().frame(width: 6, height: 6).matchedGeometryEffect(id: "dot", in: dot)
                        Text("Tab \(tab)")
                    }
                }
                .onTapGesture { withAnimation(.snappy) { choice = tab } }
            }
        }
    }
}
