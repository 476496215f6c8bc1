import SwiftUI

// A segmented control handed its labels and a binding: the underline slides when a segment
// is tapped, but `selected` changes bare, and the screen that owns it animates nothing.
struct SegmentPicker: View {
    let labels: [String]
    @Binding var selected: String
    @Namespace private var underline

    var body: some View {
        HStack {
            ForEach(labels.indices, id: \.self) { index in
                Button {
                    selected = labels[index]
                } label: {
                    VStack {
                        Text(labels[index])
                        if selected == labels[index] {
                            Capsule()
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        }
                    }
                }
            }
        }
    }
}

struct LibraryScreen: View {
    @State private var shelf = "Books"

    var body: some View {
        VStack {
            SegmentPicker(labels: ["Books", "Clips"], selected: $shelf)
            Text(shelf)
        }
    }
}
