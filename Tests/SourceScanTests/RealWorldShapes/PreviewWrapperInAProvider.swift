import SwiftUI

/// A view whose one matched id is placed by whoever shows it, previewed through a wrapper
/// nested in a PreviewProvider that owns a namespace: the wrapper is a preview, not a
/// transition with nothing to morph.
struct ChipFace: View {
    var number: Int
    var namespace: Namespace.ID

    var body: some View {
        Text("\(number)").matchedGeometryEffect(id: "\(number)", in: namespace)
    }
}

// A namespace wrapper nested in a PreviewProvider is a preview too.
struct ChipFacePreviews: PreviewProvider {
    struct Wrapper: View {
        @Namespace var animation
        var body: some View { ChipFace(number: 1, namespace: animation) }
    }
    static var previews: some View { Wrapper() }
}
