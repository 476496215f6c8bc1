import SwiftUI

// The search button morphs between the two modes, switched in a withAnimation both ways; two
// other buttons set the mode back with none: each of them is a hard cut, reported where the
// state is set (the clear button's first line changes something else).
struct ImageSearchBar: View {
    enum Mode { case picker, search }
    @Namespace private var space
    @State private var mode: Mode = .picker
    @State private var query = ""

    var body: some View {
        HStack {
            Button("Clear") {
                query = ""
                mode = .picker
            }
            Button("Reset") { mode = .picker }
            if mode == .search {
                Button("Back") { withAnimation { mode = .picker } }
                Image(systemName: "magnifyingglass").matchedGeometryEffect(id: "search", in: space)
            } else {
                Image(systemName: "magnifyingglass").matchedGeometryEffect(id: "search", in: space)
                    .onTapGesture { withAnimation { mode = .search } }
            }
        }
    }
}
