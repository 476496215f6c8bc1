import SwiftUI

struct Story: Identifiable {
    let id = UUID()
    let cover: String
    let title: String
}

final class StoryPicker: ObservableObject {
    @Published var picked = Story(cover: "", title: "")
    @Published var open = false
}

struct StoryFeed: View {
    @Namespace private var feed
    @StateObject private var picker = StoryPicker()
    let stories: [Story]

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(stories) { story in
                    Image(story.cover)
                        .matchedGeometryEffect(id: story.id, in: feed)
                        .onTapGesture { withAnimation(.spring()) { picker.picked = story; picker.open = true } }
                }
            }
            if picker.open {
                VStack {
                    Image(picker.picked.cover)
                        .matchedGeometryEffect(id: picker.picked.id, in: feed)
                    Text(picker.picked.title)
                }
                .onTapGesture { withAnimation(.spring()) { picker.open = false } }
            }
        }
    }
}
