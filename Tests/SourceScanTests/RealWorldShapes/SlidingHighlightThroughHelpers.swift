import SwiftUI

// A highlight that slides between items: one copy per item, shown for the selected one.
// Through a helper declared in an extension below the body, a capitalized helper called
// once per item, and a child view given the item.
struct ModeBar: View {
    @Namespace private var bar
    @State private var mode = "day"
    @State private var unit = "km"
    @State private var size = "m"
    let modes = ["day", "week", "month"]

    var body: some View {
        VStack {
            HStack {
                ForEach(modes, id: \.self) { item in
                    modeButton(item)
                }
            }
            HStack {
                UnitButton(unit: "km")
                UnitButton(unit: "mi")
            }
            HStack {
                SizeChip(size: "s", selection: $size, bar: bar)
                SizeChip(size: "m", selection: $size, bar: bar)
            }
        }
    }

    func UnitButton(unit value: String) -> some View {
        Text(value)
            .background {
                if unit == value {
                    Capsule().matchedGeometryEffect(id: "unit", in: bar)
                }
            }
            .onTapGesture { withAnimation(.snappy) { unit = value } }
    }
}

extension ModeBar {
    private func modeButton(_ item: String) -> some View {
        Text(item)
            .background {
                if mode == item {
                    Capsule().matchedGeometryEffect(id: "mode", in: bar)
                }
            }
            .onTapGesture { withAnimation(.snappy) { mode = item } }
    }
}

struct SizeChip: View {
    let size: String
    @Binding var selection: String
    let bar: Namespace.ID

    var body: some View {
        Text(size)
            .overlay {
                if selection == size {
                    Circle().matchedGeometryEffect(id: "size", in: bar)
                }
            }
            .onTapGesture { withAnimation { selection = size } }
    }
}
