struct NowPlayingView: View {
    @Namespace private var playerNamespace
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Spacer()

            if isExpanded {
                FullPlayerView()
                    // Share identity with the mini bar's artwork
                    .matchedGeometryEffect(id: "player", in: playerNamespace)
                    .onTapGesture { isExpanded = false }
            } else {
                MiniPlayerBar()
                    // Same id + namespace = SwiftUI interpolates between them
                    .matchedGeometryEffect(id: "player", in: playerNamespace)
                    .onTapGesture { isExpanded = true }
            }
        }
        .animation(.smooth, value: isExpanded)
    }
}

struct MiniPlayerBar: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.secondary)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text("Song Title").font(.subheadline).fontWeight(.medium)
                Text("Artist").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: {}) {
                Image(systemName: "play.fill")
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
