import SwiftUI

// A grid in one tab of a `switch` the detail's `if` does not read: while the detail shows,
// the picked item's card in the grid is still a source. The ids name one element through
// different expressions: a template over a child view's model (`"art-\(trip.id)"`), the
// picked model's (`"art-\(store.picked.id)"`, a model type declared elsewhere whose member
// the tap assigns), and a loop item typed by what the tap assigns it to (`pinned = spot`).
struct TripBoard: View {
    @Namespace private var board
    @State private var tab = 0
    @State private var open = false
    @State private var pinned: Spot?
    @StateObject private var store = TripStore()

    var body: some View {
        ZStack {
            switch tab {
            case 0:
                ScrollView {
                    ForEach(store.trips) { trip in
                        TripCard(trip: trip, board: board, open: $open)
                    }
                }
            default:
                ScrollView {
                    ForEach(allSpots) { spot in
                        Image(spot.photo)
                            .matchedGeometryEffect(id: spot.id, in: board)
                            .onTapGesture { withAnimation(.snappy) { pinned = spot } }
                    }
                }
            }
            if open {
                Image(store.picked.photo)
                    .matchedGeometryEffect(id: "art-\(store.picked.id)", in: board)
            }
            if let pinned {
                Image(pinned.photo)
                    .matchedGeometryEffect(id: pinned.id, in: board)
            }
        }
    }
}

struct TripCard: View {
    let trip: Trip
    let board: Namespace.ID
    @Binding var open: Bool
    @EnvironmentObject var store: TripStore

    var body: some View {
        Image(trip.photo)
            .matchedGeometryEffect(id: "art-\(trip.id)", in: board)
            .onTapGesture {
                store.picked = trip
                withAnimation(.snappy) { open = true }
            }
    }
}

// The picked row's copy is hidden in the list (a branch on the item): one source at a time,
// and that branch picks an item, it is no second state switching the morph.
struct PlaylistBoard: View {
    @Namespace private var shelf
    @State private var chosen: Song?

    var body: some View {
        ZStack {
            ForEach(allSongs) { song in
                if chosen?.id == song.id {
                    Color.clear.frame(height: 60)
                } else {
                    Text(song.title)
                        .matchedGeometryEffect(id: song.id, in: shelf)
                        .onTapGesture { withAnimation(.smooth) { chosen = song } }
                }
            }
            if let chosen {
                Text(chosen.title)
                    .matchedGeometryEffect(id: chosen.id, in: shelf)
            }
        }
    }
}
