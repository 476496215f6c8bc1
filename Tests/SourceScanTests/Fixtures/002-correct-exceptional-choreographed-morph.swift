struct NowPlayingView: View {
    @Namespace private var ns
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Spacer()
            if isExpanded {
                ExpandedPlayer(ns: ns)
                    .onTapGesture { isExpanded = false }
            } else {
                MiniBar(ns: ns)
                    .onTapGesture { isExpanded = true }
            }
        }
        .animation(.spring(duration: 0.5, bounce: 0.2), value: isExpanded)
    }
}

struct MiniBar: View {
    var ns: Namespace.ID
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6).fill(.secondary)
                .frame(width: 44, height: 44)
                .matchedGeometryEffect(id: "artwork", in: ns)
            Text("Song Title").font(.subheadline.weight(.medium))
                .matchedGeometryEffect(id: "title", in: ns)
            Spacer()
            Image(systemName: "play.fill")
                .matchedGeometryEffect(id: "action", in: ns)
        }
        .padding(.horizontal).padding(.vertical, 8)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct ExpandedPlayer: View {
    var ns: Namespace.ID
    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16).fill(.secondary)
                .frame(width: 280, height: 280)
                .matchedGeometryEffect(id: "artwork", in: ns)
            Text("Song Title").font(.title2.weight(.semibold))
                .matchedGeometryEffect(id: "title", in: ns)
            Image(systemName: "pause.fill").font(.title)
                .matchedGeometryEffect(id: "action", in: ns)
        }.padding(32)
    }
}
