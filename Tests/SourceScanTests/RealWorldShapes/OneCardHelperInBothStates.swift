import SwiftUI

// The list and the opened story call the same card helper, matched whole: one layout shown in
// both states, so it moves and its text does not warp (no single-container blob morph). The
// story's body text comes in after the morph.
struct Story: Identifiable {
    let id: Int
    let title: String
}

struct Today: View {
    @Namespace private var space
    @State private var opened: Story?
    let stories: [Story]

    var body: some View {
        ZStack {
            if let opened {
                VStack {
                    card(opened)
                    Text("The full story")
                        .transition(.opacity.animation(.smooth.delay(0.2)))
                }
                .onTapGesture { withAnimation(.smooth) { self.opened = nil } }
            } else {
                ScrollView {
                    ForEach(stories) { story in
                        card(story)
                            .onTapGesture { withAnimation(.smooth) { opened = story } }
                    }
                }
            }
        }
    }

    func card(_ story: Story) -> some View {
        VStack {
            Image("cover")
            Text(story.title)
        }
        .matchedGeometryEffect(id: story.id, in: space)
    }
}
