struct NowPlayingView: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Spacer()

            if isExpanded {
                // Full player appears from nowhere — no spatial link
                // to the mini bar the user just tapped
                FullPlayerView()
                    .transition(.move(edge: .bottom))
            } else {
                MiniPlayerBar()
                    .onTapGesture { isExpanded = true }
            }
        }
        .animation(.smooth, value: isExpanded)
    }
}
