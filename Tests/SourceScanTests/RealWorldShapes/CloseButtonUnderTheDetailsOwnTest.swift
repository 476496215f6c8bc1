import SwiftUI

struct Notice: Identifiable {
    let id: Int
    let title: String
}

// The board opens a notice in place; the detail tests `selected != nil` again around its close
// button, which holds whenever the detail is shown: the button comes in with the morph. Its
// offset and opacity follow a drag (`1 - abs(drag.width / 500)`): at rest, in place and fully
// visible, when it appears.
struct NoticeBoard: View {
    @Namespace private var board
    @State private var selected: Notice?
    let notices = [Notice(id: 1, title: "Exams"), Notice(id: 2, title: "Trip")]

    var body: some View {
        ZStack {
            if selected == nil {
                VStack {
                    ForEach(notices) { notice in
                        Text(notice.title)
                            .matchedGeometryEffect(id: "\(notice.id)-title", in: board)
                            .onTapGesture { withAnimation(.spring()) { selected = notice } }
                    }
                }
            } else {
                NoticeDetail(notice: selected!, namespace: board, selected: $selected)
            }
        }
    }
}

struct NoticeDetail: View {
    let notice: Notice
    let namespace: Namespace.ID
    @Binding var selected: Notice?
    @State private var drag = CGSize.zero

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Text(notice.title)
                .matchedGeometryEffect(id: "\(notice.id)-title", in: namespace)
            if selected != nil {
                Button("Close") {
                    withAnimation(.spring()) { selected = nil }
                }
                .gesture(DragGesture().onChanged { value in drag = value.translation })
                .offset(x: drag.width < -140 ? -140 : drag.width)
                .opacity(Double(1 - abs(drag.width / 500)))
            }
        }
    }
}
