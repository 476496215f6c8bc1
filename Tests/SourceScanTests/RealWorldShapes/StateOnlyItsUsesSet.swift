import SwiftUI

// `@State` that only the view's uses set (`PickList(vertical: true)`) never changes while the
// view shows: `if vertical` picks a layout once and needs no animation. And a highlight inside
// a price tab used three times, each with its own `@State` id compared with the picked one,
// shows in one tab at a time: one source, sliding between the tabs.
struct PickList: View {
    @Namespace private var picks
    @State var vertical: Bool
    @State private var opened: String?
    let names: [String]

    var body: some View {
        if vertical {
            VStack {
                ForEach(names, id: \.self) { name in
                    Text(name)
                        .matchedGeometryEffect(id: name, in: picks)
                        .onTapGesture { withAnimation { opened = name } }
                }
            }
        } else {
            HStack {
                ForEach(names, id: \.self) { name in
                    Text(name)
                        .matchedGeometryEffect(id: name, in: picks)
                        .onTapGesture { withAnimation { opened = name } }
                }
            }
        }
    }
}

struct PriceTabs: View {
    @Namespace private var tabs
    @State private var picked = "month"

    var body: some View {
        HStack {
            PriceTab(tabID: "week", picked: $picked, namespace: tabs)
            PriceTab(tabID: "month", picked: $picked, namespace: tabs)
            PriceTab(tabID: "year", picked: $picked, namespace: tabs)
        }
    }
}

struct PriceTab: View {
    @State var tabID: String
    @Binding var picked: String
    var namespace: Namespace.ID

    var body: some View {
        Button {
            withAnimation(.spring()) { picked = tabID }
        } label: {
            Text(tabID)
                .background {
                    if tabID == picked {
                        Capsule().matchedGeometryEffect(id: "tab", in: namespace)
                    }
                }
        }
    }
}

// The same layout switch written by a tap of its own, with no animation: a hard cut.
struct SwitchedPickList: View {
    @Namespace private var picks
    @State var vertical: Bool
    let names: [String]

    var body: some View {
        if vertical {
            VStack { ForEach(names, id: \.self) { Text($0).matchedGeometryEffect(id: $0, in: picks) } }
                .onTapGesture { vertical = false }
        } else {
            HStack { ForEach(names, id: \.self) { Text($0).matchedGeometryEffect(id: $0, in: picks) } }
                .onTapGesture { self.vertical.toggle() }
        }
    }
}
