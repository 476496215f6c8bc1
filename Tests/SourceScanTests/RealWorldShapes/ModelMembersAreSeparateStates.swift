import SwiftUI

@Observable final class VenueModel {
    var venue: String?
    var openedPhoto: Int?
    var tab = 0
}

// One model object holds the loaded venue, the tab and the opened photo. Only the opened photo
// is changed in a withAnimation; the venue's `if let`s are data loading, the tab's switch only
// hides the grid, and neither is the morph's state.
struct VenueScreen: View {
    @State private var model = VenueModel()
    @Namespace private var photos

    var body: some View {
        ZStack {
            VStack {
                if let venue = model.venue {
                    Text(venue)
                }
                switch model.tab {
                case 0:
                    ForEach(0..<6, id: \.self) { photo in
                        Image("photo\(photo)")
                            .matchedGeometryEffect(id: photo, in: photos, isSource: model.openedPhoto != photo)
                            .onTapGesture { withAnimation { model.openedPhoto = photo } }
                    }
                default:
                    Text("Reviews")
                }
            }
            .animation(.spring, value: model.tab)
            if let venue = model.venue {
                Text("Photos of \(venue)")
                if let opened = model.openedPhoto {
                    Image("photo\(opened)")
                        .matchedGeometryEffect(id: opened, in: photos)
                        .onTapGesture { withAnimation { model.openedPhoto = nil } }
                }
            }
        }
    }
}
