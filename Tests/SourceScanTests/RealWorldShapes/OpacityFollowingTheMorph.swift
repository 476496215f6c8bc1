import SwiftUI

/// Content that never leaves the layout but is shown by `.opacity` of a state that changes
/// with the morph: the morph's own state, or state the detail sets as it appears. With no
/// delay it fades in with the morph. A delayed animation, a fade out, a surface of the
/// matched view and a view holding the matched view are fine.
struct NoteComposer: View {
    @Namespace private var composer
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                Text("New note")
                    .matchedGeometryEffect(id: "title", in: composer)
                    .font(.body)
            } else {
                Text("New note")
                    .matchedGeometryEffect(id: "title", in: composer)
                    .font(.body)
            }
            Text("Save")
                .opacity(open ? 1 : 0)
            Text("Drafts")
                .opacity(open ? 0 : 1)
        }
        .onTapGesture { withAnimation(.smooth) { open.toggle() } }
    }
}

struct AlbumShelf: View {
    @Namespace private var shelf
    @State private var picked = false

    var body: some View {
        ZStack {
            if picked {
                AlbumDetail(shelf: shelf) { withAnimation(.smooth) { picked = false } }
            } else {
                Image("Cover")
                    .matchedGeometryEffect(id: "cover", in: shelf)
                    .onTapGesture { withAnimation(.smooth) { picked = true } }
            }
        }
    }
}

struct AlbumDetail: View {
    var shelf: Namespace.ID
    var close: () -> Void
    @State private var showContent = false
    @State private var showCredits = false

    var body: some View {
        VStack {
            Image("Cover")
                .matchedGeometryEffect(id: "cover", in: shelf)
                .overlay { Color.black.opacity(showContent ? 1 : 0) }
            Text("Track list")
                .opacity(showContent ? 1 : 0)
            Text("Credits")
                .opacity(showCredits ? 1 : 0)
            if showContent {
                Button("Close", action: close)
                    .transition(.opacity)
            }
        }
        .background { Color.white.opacity(showContent ? 1 : 0).ignoresSafeArea() }
        .onAppear {
            withAnimation(.easeOut(duration: 0.3)) { showContent = true }
            withAnimation(.easeOut(duration: 0.3).delay(0.15)) { showCredits = true }
        }
    }
}

struct LaterShelf: View {
    @Namespace private var shelf
    @State private var picked = false

    var body: some View {
        ZStack {
            if picked {
                LaterDetail(shelf: shelf)
            } else {
                Image("Cover")
                    .matchedGeometryEffect(id: "cover", in: shelf)
                    .onTapGesture { withAnimation(.smooth) { picked = true } }
            }
        }
    }
}

struct LaterDetail: View {
    var shelf: Namespace.ID
    @State private var showContent = false

    var body: some View {
        VStack {
            Image("Cover")
                .matchedGeometryEffect(id: "cover", in: shelf)
            Text("Track list")
                .opacity(showContent ? 1 : 0)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                withAnimation { showContent = true }
            }
        }
    }
}

/// The detail's `onAppear` is in a helper that shows the matched card through another helper.
struct TodayCards: View {
    @Namespace private var today
    @State private var open = false
    @State private var animateContent = false

    var body: some View {
        ZStack {
            if open {
                detail()
            } else {
                card()
                    .onTapGesture { withAnimation(.smooth) { open = true } }
            }
        }
    }

    func card() -> some View {
        RoundedRectangle(cornerRadius: 20).matchedGeometryEffect(id: "card", in: today)
    }

    func detail() -> some View {
        VStack {
            card()
            Text("Story")
                .opacity(animateContent ? 1 : 0)
        }
        .onAppear { withAnimation(.smooth.delay(0.01)) { animateContent = true } }
    }
}

/// State switched on in the same `withAnimation` as the morph's own state changes with it;
/// switched off together, its content leaves with the morph, which is fine.
struct StoryCard: View {
    @Namespace private var story
    @State private var open = false
    @State private var showText = false

    var body: some View {
        VStack {
            if open {
                RoundedRectangle(cornerRadius: 0).matchedGeometryEffect(id: "card", in: story)
            } else {
                RoundedRectangle(cornerRadius: 20).matchedGeometryEffect(id: "card", in: story)
            }
            Text("Story")
                .opacity(showText ? 1 : 0)
        }
        .onTapGesture {
            if open {
                withAnimation(.smooth) { open = false; showText = false }
            } else {
                withAnimation(.smooth) { open = true; showText = true }
            }
        }
    }
}
