import SwiftUI

// A tab button names its test in a computed property (`isSelected`): the pill slides to the
// picked tab, and the picked tab's title appears with it.
struct PillTabBar: View {
    @Namespace private var pill
    @State private var selected = "home"
    let tabs = ["home", "search", "profile"]

    var body: some View {
        HStack {
            ForEach(tabs, id: \.self) { tab in
                PillTab(tab: tab, selected: $selected, pill: pill)
            }
        }
    }
}

struct PillTab: View {
    let tab: String
    @Binding var selected: String
    let pill: Namespace.ID

    var body: some View {
        Button {
            withAnimation(.smooth) { selected = tab }
        } label: {
            ZStack {
                if isSelected {
                    Capsule()
                        .matchedGeometryEffect(id: "pill", in: pill)
                }
                HStack {
                    Image(systemName: tab)
                    if isSelected {
                        Text(tab.capitalized)
                    }
                }
            }
        }
    }

    private var isSelected: Bool {
        selected == tab
    }
}
