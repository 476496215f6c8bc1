import SwiftUI

// Rows that build their ids from what each is given are one element per row, not two
// sources of one id; content whose opacity a state drives may appear invisible and fade in
// by itself (here after a delay), so it does not pop in.
struct Settings2: View {
    @Namespace private var rows
    @State private var open: String?
    @State private var contentOpacity = 0.0

    var body: some View {
        ZStack {
            if open == nil {
                VStack {
                    Row(key: "wifi", rows: rows, open: $open)
                    Row(key: "sound", rows: rows, open: $open)
                }
            } else if let key = open {
                VStack {
                    Image(systemName: key).matchedGeometryEffect(id: "\(key)Icon", in: rows)
                    Text("Details")
                        .opacity(contentOpacity)
                        .onAppear { withAnimation(.smooth.delay(0.2)) { contentOpacity = 1 } }
                }
            }
        }
        .animation(.smooth, value: open)
    }
}

struct Row: View {
    let key: String
    let rows: Namespace.ID
    @Binding var open: String?

    var body: some View {
        Image(systemName: key)
            .matchedGeometryEffect(id: "\(key)Icon", in: rows)
            .onTapGesture { open = key }
    }
}
