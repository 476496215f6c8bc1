struct MiniPlayerView: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Spacer()

            if isExpanded {
                // Full player — slides up from bottom, no connection to mini-player
                VStack(spacing: 24) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.blue.gradient)
                        .frame(width: 280, height: 280)
                        .overlay {
                            Image(systemName: "music.note")
                                .font(.system(size: 60))
                                .foregroundStyle(.white)
                        }

                    VStack(spacing: 4) {
                        Text("Midnight City")
                            .font(.title2.bold())
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
                        Button(action: {}) {
                            Image(systemName: "forward.fill")
                                .font(.title2)
                        }
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.ultraThinMaterial)
                // Slide from bottom — the expanded player has no spatial
                // relationship to the mini-player. It feels like a new screen.
                .transition(.move(edge: .bottom))
                .onTapGesture { isExpanded = false }
            } else {
                // Mini-player
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(.blue.gradient)
                        .frame(width: 44, height: 44)
                        .overlay {
                            Image(systemName: "music.note")
                                .foregroundStyle(.white)
                        }

                    Text("Midnight City")
                        .font(.subheadline.weight(.medium))

                    Spacer()

                    Button(action: {}) {
                        Image(systemName: "pause.fill")
                    }
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
