import SwiftUI

/// A news card and its article: the photo, with its loading placeholder, is matched in a
/// ZStack on both sides. The stack holds one image and no text: the photo is what morphs.
struct StoryCard: View {
    let story: Story
    let photos: Namespace.ID

    var body: some View {
        VStack(alignment: .leading) {
            ZStack {
                AsyncImage(url: story.photo) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Rectangle().fill(.gray.opacity(0.3)).overlay(ProgressView())
                }
            }
            .frame(height: 180)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .matchedGeometryEffect(id: "\(story.id)-photo", in: photos)
            Text(story.headline).font(.headline)
        }
    }
}

struct StoryFeed: View {
    @Namespace private var photos
    @State private var open: Story?
    let stories: [Story]

    var body: some View {
        ZStack {
            if open == nil {
                ScrollView {
                    ForEach(stories) { story in
                        StoryCard(story: story, photos: photos)
                            .onTapGesture { withAnimation(.smooth) { open = story } }
                    }
                }
            }
            if let open {
                ZStack {
                    AsyncImage(url: open.photo) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        Rectangle().fill(.gray.opacity(0.3))
                    }
                }
                .frame(height: 320)
                .matchedGeometryEffect(id: "\(open.id)-photo", in: photos)
                .onTapGesture { withAnimation(.smooth) { self.open = nil } }
            }
        }
    }
}

struct Story: Identifiable, Equatable {
    let id: Int
    let photo: URL?
    let headline: String
}
