import SwiftUI

/// A stamp view asks for a namespace; the album morphs it between its grid and its detail,
/// while a dragged copy gets a namespace of its own on purpose, to stay apart from them.
struct StampView: View {
    let ns: Namespace.ID
    let name: String

    var body: some View {
        Text(name)
            .matchedGeometryEffect(id: "\(name)-stamp", in: ns)
    }
}

struct StampAlbum: View {
    @Namespace private var ns
    @State private var open: String?
    let names = ["Lighthouse", "Harbour"]

    var body: some View {
        ZStack {
            if let open {
                StampView(ns: ns, name: open)
                    .onTapGesture { withAnimation { self.open = nil } }
            } else {
                ForEach(names, id: \.self) { name in
                    StampView(ns: ns, name: name)
                        .onTapGesture { withAnimation { open = name } }
                }
            }
        }
    }
}

struct DraggedStamp: View {
    @Namespace private var ns
    let dragging: String?

    var body: some View {
        if let dragging {
            StampView(ns: ns, name: dragging)
        }
    }
}
