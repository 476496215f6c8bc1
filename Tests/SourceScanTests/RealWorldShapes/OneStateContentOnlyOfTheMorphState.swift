import SwiftUI

// Only the state that switches the matched views, changed with an animation, makes
// one-state content: not data emptiness, a setting, an `if let` around the matched view,
// an invisible tap catcher, the destination that holds the matched view, or code in
// actions and non-view functions. The hint text is one-state content.
struct PhotoWall: View {
    @Namespace private var wall
    @State private var photos: [Photo] = []
    @State private var focused = false
    @AppStorage("captions") private var captions = true

    var body: some View {
        ZStack {
            if photos.isEmpty {
                Text("Nothing here yet")
            } else if let cover = photos.first?.thumbnail {
                VStack {
                    if !focused {
                        Image(uiImage: cover)
                            .matchedGeometryEffect(id: "cover", in: wall)
                            .onTapGesture { open() }
                    }
                    if captions {
                        Text("Latest")
                    }
                }
            }
            if focused {
                Color.black.opacity(0.001)
                    .onTapGesture { close() }
                FocusedPhoto(wall: wall)
                    .transition(.asymmetric(insertion: .identity, removal: .offset(y: 1)))
                Text("Tap anywhere to close")
            }
        }
        .onChange(of: focused, perform: { value in
            if !value { Haptics.tap() }
        })
    }

    private func open() {
        withAnimation(.smooth) { focused = true }
    }

    private func close() {
        if focused {
            withAnimation(.smooth) { focused = false }
            Haptics.tap()
        }
    }
}

struct FocusedPhoto: View {
    let wall: Namespace.ID

    var body: some View {
        Image("full").matchedGeometryEffect(id: "cover", in: wall)
    }
}
