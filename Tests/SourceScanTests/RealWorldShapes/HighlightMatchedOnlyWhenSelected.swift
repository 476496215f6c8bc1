import SwiftUI

// A modifier of the app's own matches the highlight only on the selected option (`if
// isSelected { content.matchedGeometryEffect(…) } else { content }`): one source at a time,
// sliding between options, not one per option.
struct Highlight: ViewModifier {
    let isSelected: Bool
    let id: String
    let namespace: Namespace.ID

    func body(content: Content) -> some View {
        if isSelected {
            content.matchedGeometryEffect(id: id, in: namespace)
        } else {
            content
        }
    }
}

extension View {
    func highlight(isSelected: Bool, id: String, in namespace: Namespace.ID) -> some View {
        modifier(Highlight(isSelected: isSelected, id: id, namespace: namespace))
    }
}

struct SectionTabs: View {
    @Namespace private var tabs
    @State private var selected = "Plants"
    let options = ["Plants", "Rooms", "Tasks"]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Text(option)
                    .background(Capsule().highlight(isSelected: option == selected, id: "pill", in: tabs))
                    .onTapGesture { selected = option }
            }
        }
        .animation(.smooth, value: selected)
    }
}
