import SwiftUI

// The title gains a weight in the detail: fonts are not interpolated, so it switches at
// once. The subtitle's `.fontWeight(.regular)` is the style's own weight: no change.
struct ArticleList: View {
    @Namespace private var articles
    @State private var reading = false

    var body: some View {
        ZStack {
            if reading {
                VStack {
                    Text("Headline")
                        .font(.title)
                        .fontWeight(.semibold)
                        .matchedGeometryEffect(id: "headline", in: articles)
                    Text("By the desk")
                        .font(.callout)
                        .fontWeight(.regular)
                        .matchedGeometryEffect(id: "byline", in: articles)
                }
                .transition(.opacity.animation(.smooth.delay(0.15)))
            } else {
                VStack {
                    Text("Headline")
                        .font(.title)
                        .matchedGeometryEffect(id: "headline", in: articles)
                    Text("By the desk")
                        .font(.callout)
                        .matchedGeometryEffect(id: "byline", in: articles)
                }
                .transition(.opacity.animation(.smooth.delay(0.15)))
            }
        }
        .animation(.smooth, value: reading)
        .onTapGesture { reading.toggle() }
    }
}
