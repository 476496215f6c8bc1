import SwiftUI

// The tap stores the row's index and opens the detail, which is handed the index as a binding
// and builds its ids from it: the detail's "Image\(index)" is the tapped row's. Its close
// button comes in with the morph.
struct NumberedRows: View {
    @Namespace private var rows
    @State private var show = false
    @State private var selectedIndex = 0

    var body: some View {
        ZStack {
            if !show {
                VStack {
                    ForEach(0..<10) { index in
                        Image("row")
                            .matchedGeometryEffect(id: "Image\(index)", in: rows)
                            .onTapGesture {
                                withAnimation(.spring()) {
                                    selectedIndex = index
                                    show = true
                                }
                            }
                    }
                }
            }
            if show {
                RowDetail(rows: rows, show: $show, index: $selectedIndex)
            }
        }
    }
}

struct RowDetail: View {
    let rows: Namespace.ID
    @Binding var show: Bool
    @Binding var index: Int

    var body: some View {
        VStack {
            Image("row")
                .matchedGeometryEffect(id: "Image\(index)", in: rows)
            Button("Close") { withAnimation(.spring()) { show = false } }
        }
    }
}
