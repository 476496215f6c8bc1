import SwiftUI

/// The tapped photo is kept by a model the view holds (`model.selected = photo`), the detail
/// reads it from there (`model.selected.id`): one element, so the caption appears with the morph.
struct Gallery: View {
    @Namespace private var ns
    @StateObject private var model = GalleryModel()

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(photos) { photo in
                    Image(photo.name)
                        .matchedGeometryEffect(id: photo.id, in: ns, isSource: !model.show)
                        .onTapGesture {
                            withAnimation(.spring) {
                                model.selected = photo
                                model.show = true
                            }
                        }
                }
            }
            if model.show {
                VStack {
                    Image(model.selected.name)
                        .matchedGeometryEffect(id: model.selected.id, in: ns)
                    Text("Details")
                }
            }
        }
    }
}
