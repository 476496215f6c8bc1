struct MiniPlayerView: View {
    @Namespace private var playerNamespace
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Spacer()

            if isExpanded {
                // Full player — shares geometry with mini-player
                VStack(spacing: 24) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.blue.gradient)
                        .frame(width: 280, height: 280)
                        .overlay {
                            Image(systemName: "music.note")
                                .font(.system(size: 60))
                                .foregroundStyle(.white)
                        }
                        .matchedGeometryEffect(id: "artwork", in: playerNamespace)

                    VStack(spacing: 4) {
                        Text("Midnight City")
                            .font(.title2.bold())
                            .matchedGeometryEffect(id: "title", in: playerNamespace)
                        Text("M83")
                            .font(.body)
                            .foregroundStyle(.secondary)
                    }

                    HStack(spacing: 40) {
                        Button(action: {}) {
                            Image(systemName: "backward.fill")
                                .font(.title2)
                        }
                        Button(action: {}) {
                            Image(systemName: "pause.fill")
                                .font(.title)
                        }
                        .matchedGeometryEffect(id: "playPause", in: playerNamespace)
                        Button(action: {}) {
                            Image(systemName: "forward.fill")
                                .font(.title2)
                        }
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.ultraThinMaterial)
                .onTapGesture { isExpanded = false }
            } else {
                // Mini-player — shares geometry IDs with full player
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(.blue.gradient)
                        .frame(width: 44, height: 44)
                        .overlay {
                            Image(systemName: "music.note")
                                .foregroundStyle(.white)
                        }
                        .matchedGeometryEffect(id: "artwork", in: playerNamespace)

                    Text("Midnight City")
                        .font(.subheadline.weight(.medium))
                        .matchedGeometryEffect(id: "title", in: playerNamespace)

                    Spacer()

                    Button(action: {}) {
                        Image(systemName: "pause.fill")
                    }
                    .matchedGeometryEffect(id: "playPause", in: playerNamespace)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.ultraThinMaterial)
                .onTapGesture { isExpanded = true }
            }
        }
        .animation(.smooth(duration: 0.4), value: isExpanded)
    }
}
