import SwiftUI

/// A post shows its picture when it was made with one: `image` is never written here, and
/// the loader's `{ image in image.resizable() }` calls a method on its own `image`, not on the
/// state. Nothing switches, so there is no cut.
struct PostHeader: View {
    @Namespace private var post
    @State var image: String?

    var body: some View {
        VStack {
            if image != nil {
                PictureLoader(name: image!) { image in
                    image
                        .resizable()
                        .matchedGeometryEffect(id: "picture", in: post)
                }
            } else {
                Image(systemName: "photo")
                    .matchedGeometryEffect(id: "picture", in: post)
            }
        }
    }
}

struct PictureLoader<Content: View>: View {
    let name: String
    @ViewBuilder let content: (Image) -> Content

    var body: some View {
        content(Image(name))
    }
}
