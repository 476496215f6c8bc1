import SwiftUI

struct ArticleScreen: View {
    @Namespace private var article
    @State private var reading = false

    var body: some View {
        if reading {
            ArticleFull(reading: $reading, article: article)
        } else {
            ArticleTeaser(reading: $reading, article: article)
        }
    }
}

struct ArticleTeaser: View {
    @Binding var reading: Bool
    let article: Namespace.ID

    var body: some View {
        Image("harbour")
            .frame(height: 200)
            .matchedGeometryEffect(id: "photo", in: article)
            .animation(.interactiveSpring())
            .onTapGesture { reading.toggle() }
    }
}

struct ArticleFull: View {
    @Binding var reading: Bool
    let article: Namespace.ID

    var body: some View {
        Image("harbour")
            .frame(height: 400)
            .matchedGeometryEffect(id: "photo", in: article)
            .animation(.interactiveSpring())
            .onTapGesture { reading.toggle() }
    }
}
