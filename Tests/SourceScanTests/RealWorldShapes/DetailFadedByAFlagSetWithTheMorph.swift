import SwiftUI

// One tap picks the product and sets `showDetails` in the same withAnimation; the detail, which
// holds the matched photo, fades itself in by `.opacity(showDetails ? 1 : 0)` with no delay.
// Its price comes in with the morph.
struct ProductShelf: View {
    @Namespace private var shelf
    @State private var picked: String?
    @State private var showDetails = false
    let photos = ["lamp", "chair"]

    var body: some View {
        ZStack {
            VStack {
                ForEach(photos, id: \.self) { photo in
                    HStack {
                        if picked != photo {
                            Image(photo).matchedGeometryEffect(id: photo, in: shelf)
                        } else {
                            Color.clear.frame(width: 80, height: 80)
                        }
                        Text(photo)
                    }
                    .onTapGesture {
                        withAnimation(.spring()) {
                            picked = photo
                            showDetails = true
                        }
                    }
                }
            }
            if let photo = picked {
                ScrollView {
                    VStack {
                        Image(photo).matchedGeometryEffect(id: photo, in: shelf)
                        Text("$120")
                    }
                }
                .opacity(showDetails ? 1 : 0)
                .animation(.easeInOut(duration: 0.25), value: showDetails)
            }
        }
    }
}
