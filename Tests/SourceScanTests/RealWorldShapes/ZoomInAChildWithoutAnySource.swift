import SwiftUI

// The feed hands its private namespace to each row, and the row zooms from it; but no view
// the namespace reaches is a `.matchedTransitionSource`: the zoom has nothing to zoom out of.
// The shelf's rows mark the source its destination zooms out of: left alone.
struct Feed: View {
    @Namespace private var cards
    let posts: [Post]

    var body: some View {
        List(posts) { post in
            PostRow(post: post, ns: cards)
        }
    }
}

struct PostRow: View {
    let post: Post
    let ns: Namespace.ID

    var body: some View {
        Text(post.title)
            .navigationTransition(.zoom(sourceID: post.id, in: ns))
    }
}

struct Shelf: View {
    @Namespace private var covers
    let posts: [Post]

    var body: some View {
        NavigationStack {
            List(posts) { post in
                NavigationLink(value: post) {
                    CoverRow(post: post, ns: covers)
                }
            }
            .navigationDestination(for: Post.self) { post in
                Text(post.title)
                    .navigationTransition(.zoom(sourceID: post.id, in: covers))
            }
        }
    }
}

struct CoverRow: View {
    let post: Post
    let ns: Namespace.ID

    var body: some View {
        Image(post.cover)
            .matchedTransitionSource(id: post.id, in: ns)
    }
}
