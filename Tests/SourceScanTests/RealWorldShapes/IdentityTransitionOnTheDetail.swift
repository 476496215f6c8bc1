import SwiftUI

/// The detail keeps only the morph (`.transition(.identity)`): the matched title and frame
/// morph, and the notes and the close button beside them appear at once, with no fade.
struct Memo: Identifiable {
    var id = 0
    var title: String
}

struct MemoBoard: View {
    @Namespace private var board
    @State private var opened: Memo?
    let memos = [Memo(id: 0, title: "Groceries"), Memo(id: 1, title: "Ideas")]

    var body: some View {
        ZStack {
            VStack {
                ForEach(memos) { memo in
                    Text(memo.title)
                        .matchedGeometryEffect(id: "title-\(memo.id)", in: board)
                        .onTapGesture { withAnimation(.snappy) { opened = memo } }
                }
            }
            if let memo = opened {
                VStack {
                    Text(memo.title)
                        .matchedGeometryEffect(id: "title-\(memo.id)", in: board, isSource: false)
                    Text("Milk, eggs, bread")
                    Button("Close") { withAnimation(.snappy) { opened = nil } }
                }
                .transition(.identity)
            }
        }
    }
}
