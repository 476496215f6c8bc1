import SwiftUI

// A gallery of plain string names: a tap remembers the topmost photo, then selects it in a
// withAnimation. The detail view's body is one `if` on the selection it is handed.
struct PhotoStrip: View {
    let photos = ["dunes", "harbour", "orchard"]
    @State private var chosen: String? = nil
    @State private var raised: String? = nil
    @Namespace private var strip

    var body: some View {
        ZStack {
            HStack {
                ForEach(photos, id: \.self) { photo in
                    Image(photo)
                        .matchedGeometryEffect(id: photo, in: strip, isSource: photo != chosen)
                        .onTapGesture {
                            raised = photo
                            withAnimation { chosen = photo }
                        }
                        .zIndex(photo == raised ? 1 : 0)
                }
            }
            if chosen != nil {
                PhotoCard(strip: strip, chosen: $chosen)
            }
        }
    }
}

struct PhotoCard: View {
    let strip: Namespace.ID
    @Binding var chosen: String?

    var body: some View {
        if chosen != nil {
            VStack {
                Image(chosen!)
                    .matchedGeometryEffect(id: chosen!, in: strip)
                Text("Taken at dawn from the ridge above the bay.")
            }
            .onTapGesture { withAnimation { chosen = nil } }
        } else {
            EmptyView()
        }
    }
}
