import SwiftUI

/// A screen that floats a video player over its content while a clip plays, handing the
/// player its namespace.
struct ClipScreen: View {
    @Namespace private var player
    @State private var showsPlayer = false

    var body: some View {
        ZStack {
            Text("Home")
            if showsPlayer {
                FloatingPlayer(namespace: player)
            }
        }
    }
}

/// The player's controls morph between the small and the expanded overlay on `isExpanded`.
/// The video and the controls' frame carry ids of their own that no other view uses: they
/// are in every state the controls morph between, and come and go only with the player.
/// The caption, shown only when expanded, does appear from nowhere.
struct FloatingPlayer: View {
    let namespace: Namespace.ID
    @State private var clip: Clip?
    @State private var isVisible = true
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            if isVisible, let clip {
                ZStack {
                    Color(clip.tint)
                    ZStack {
                        if isExpanded {
                            expandedControls(clip)
                        } else {
                            smallControls(clip)
                        }
                    }
                    .matchedGeometryEffect(id: "controls", in: namespace)
                }
                .matchedGeometryEffect(id: "video", in: namespace)
                .frame(width: isExpanded ? 360 : 160, height: isExpanded ? 640 : 90)
                .onTapGesture {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isExpanded.toggle() }
                }
            }
        }
    }

    private func expandedControls(_ clip: Clip) -> some View {
        HStack {
            Image(systemName: "speaker.wave.2.fill")
                .matchedGeometryEffect(id: "mute", in: namespace)
            Image(systemName: "xmark")
                .matchedGeometryEffect(id: "close", in: namespace)
            Text(clip.title)
                .matchedGeometryEffect(id: "caption", in: namespace)
        }
    }

    private func smallControls(_ clip: Clip) -> some View {
        VStack {
            Image(systemName: "speaker.wave.2.fill")
                .matchedGeometryEffect(id: "mute", in: namespace)
            Image(systemName: "xmark")
                .matchedGeometryEffect(id: "close", in: namespace)
        }
    }
}
