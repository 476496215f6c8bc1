import SwiftUI

/// Covers load through an image view of another module that takes its content as a closure
/// argument (`content:`): the namespace used inside the closure is not handed to that view,
/// so the scan sees every view of it. The label matched only in the open state has no partner.
struct Record: Identifiable {
    var id = UUID()
    var coverURL: URL?
}

struct RecordShelf: View {
    @Namespace private var shelf
    @State private var open = false
    let record = Record()

    var body: some View {
        if open {
            VStack {
                RemoteCover(url: record.coverURL, content: { image in
                    image.resizable().matchedGeometryEffect(id: "cover", in: shelf)
                })
                .frame(width: 280, height: 280)
                Text("Side A").matchedGeometryEffect(id: "side", in: shelf)
            }
            .onTapGesture { withAnimation(.smooth) { open = false } }
        } else {
            RemoteCover(url: record.coverURL, content: { image in
                image.resizable().matchedGeometryEffect(id: "cover", in: shelf)
            })
            .frame(width: 56, height: 56)
            .onTapGesture { withAnimation(.smooth) { open = true } }
        }
    }
}
