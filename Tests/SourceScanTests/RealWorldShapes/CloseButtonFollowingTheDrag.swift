import SwiftUI

struct TodayCards: View {
    @Namespace private var today
    @State private var showDetail = false

    var body: some View {
        ZStack {
            if showDetail {
                StoryDetail(showDetail: $showDetail, today: today)
            } else {
                Image("story")
                    .matchedGeometryEffect(id: "story", in: today)
                    .onTapGesture { withAnimation(.spring) { showDetail = true } }
            }
        }
    }
}

struct StoryDetail: View {
    @Binding var showDetail: Bool
    var today: Namespace.ID
    @State private var drag: CGSize = .zero
    @State private var revealed = false

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image("story")
                .matchedGeometryEffect(id: "story", in: today)
            Image(systemName: "xmark")
                .opacity(1.0 - drag.width / 120)
                .onTapGesture { close() }
            Text("Read the story")
                .opacity(revealed ? 1 : 0)
            Color.clear
                .opacity(1.0 - drag.width / 120)
        }
        .gesture(
            DragGesture()
                .onChanged { value in drag = value.translation }
                .onEnded { _ in withAnimation { drag = .zero } }
        )
        .onAppear { withAnimation(.smooth.delay(0.2)) { revealed = true } }
    }

    private func close() {
        withAnimation(.spring) {
            showDetail = false
            drag = .zero
        }
    }
}
