import SwiftUI

/// An underline each menu item draws only while it is the selected one, written as a ternary
/// in its background (`item == selected ? Rectangle()… : nil`): one source at a time.
struct SectionMenu: View {
    @Namespace private var menu
    @Binding var selected: String
    let items = ["About", "Care", "More"]

    var body: some View {
        HStack {
            ForEach(items, id: \.self) { item in
                Button(item) { selected = item }
                    .background(
                        item == selected ? Rectangle()
                            .frame(height: 2)
                            .offset(y: 16)
                            .matchedGeometryEffect(id: "underline", in: menu) : nil
                    )
                    .animation(.spring, value: selected)
            }
        }
    }
}
