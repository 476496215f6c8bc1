import SwiftUI

/// Each row of a List is matched whole (`item.id`) against the whole detail card of the tapped
/// one (`shown.id`, the same `Harbor.id`): one element per state, a stack of text and images
/// each time, so everything inside warps as one rectangle.
struct Harbor: Identifiable {
    var id = 0
    var name: String
}

struct HarborList: View {
    @Namespace private var harbors
    @State private var shown: Harbor?
    let all: [Harbor] = [Harbor(id: 0, name: "Bergen"), Harbor(id: 1, name: "Cadiz")]

    var body: some View {
        ZStack {
            List(all) { item in
                HStack {
                    Image("anchor")
                    Text(item.name)
                }
                .matchedGeometryEffect(id: item.id, in: harbors)
                .onTapGesture { withAnimation { shown = item } }
            }
            if let shown {
                HarborCard(harbors: harbors, harbor: shown)
            }
        }
    }
}

struct HarborCard: View {
    var harbors: Namespace.ID
    var harbor: Harbor

    var body: some View {
        VStack {
            Text(harbor.name)
            Image("map")
        }
        .matchedGeometryEffect(id: harbor.id, in: harbors)
    }
}
