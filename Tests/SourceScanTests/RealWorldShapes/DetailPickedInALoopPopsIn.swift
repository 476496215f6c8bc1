import SwiftUI

/// The detail is a helper holding a loop that picks the tapped item (`if trail.id == picked`):
/// the detail view it shows, written in its own type, brings a note with no transition. The
/// note pops in with the morph; the matched views around it morph. The list is typed only by
/// what builds it (`[Trail(…), Trail(…)]`): the row's `trail.id` and the detail's are one id.
struct Trail: Identifiable {
    var id = 0
    var name: String
}

struct TrailList: View {
    @Namespace private var trails
    @State private var showing = false
    @State private var picked = 0
    let all = [Trail(id: 0, name: "Ridge"), Trail(id: 1, name: "Creek")]

    var body: some View {
        ZStack {
            if !showing {
                ForEach(all) { trail in
                    Text(trail.name)
                        .matchedGeometryEffect(id: "name\(trail.id)", in: trails)
                        .onTapGesture {
                            withAnimation(.spring()) {
                                picked = trail.id
                                showing = true
                            }
                        }
                }
            }
            if showing {
                VStack {
                    detail
                }
                .zIndex(1)
            }
        }
    }

    var detail: some View {
        ForEach(all) { trail in
            if trail.id == picked {
                TrailDetail(trails: trails, trail: trail, showing: $showing)
            }
        }
    }
}

struct TrailDetail: View {
    var trails: Namespace.ID
    var trail: Trail
    @Binding var showing: Bool

    var body: some View {
        VStack {
            Text(trail.name)
                .matchedGeometryEffect(id: "name\(trail.id)", in: trails)
                .onTapGesture { withAnimation(.spring()) { showing = false } }
            Text("Steep after the bridge")
        }
    }
}
