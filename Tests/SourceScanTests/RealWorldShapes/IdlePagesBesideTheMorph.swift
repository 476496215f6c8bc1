import SwiftUI

struct Harbor: Identifiable, Hashable {
    let id: Int
    let name: String
}

enum HarborSearch: Hashable {
    case idle
    case searching
    case results([Harbor])
    case detail(Harbor)
}

struct HarborFinder: View {
    @Namespace private var finder
    @State private var state: HarborSearch = .idle

    var body: some View {
        switch state {
        case .idle:
            Text("Search for a harbor")
        case .searching:
            ProgressView()
        case .results(let harbors):
            ForEach(harbors) { harbor in
                Text(harbor.name)
                    .matchedGeometryEffect(id: harbor.id, in: finder)
                    .onTapGesture { withAnimation(.smooth) { state = .detail(harbor) } }
            }
        case .detail(let harbor):
            VStack {
                Text(harbor.name)
                    .font(.title)
                    .matchedGeometryEffect(id: harbor.id, in: finder)
                Text("Moorings and tides")
            }
        }
    }
}
