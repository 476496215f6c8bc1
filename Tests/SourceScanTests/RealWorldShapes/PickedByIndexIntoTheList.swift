import SwiftUI

struct Trip: Identifiable {
    let id: Int
    let index: Int
    let photo: String
    let town: String
}

struct TripBoard: View {
    @Namespace private var trips
    @State private var chosen = Trip(id: 0, index: 0, photo: "bay", town: "Bay")
    @State private var open = false
    let allTrips: [Trip] = []

    var body: some View {
        ZStack {
            if open {
                VStack {
                    Image(chosen.photo)
                        .matchedGeometryEffect(id: "photo\(chosen.id)", in: trips)
                    Text(chosen.town)
                        .matchedGeometryEffect(id: "town\(chosen.id)", in: trips)
                    Text("Book this trip")
                }
                .onTapGesture { withAnimation(.spring()) { open = false } }
            } else {
                ForEach(tripList) { trip in
                    VStack {
                        Image(trip.photo)
                            .matchedGeometryEffect(id: "photo\(trip.id)", in: trips)
                        Text(trip.town)
                            .matchedGeometryEffect(id: "town\(trip.id)", in: trips)
                    }
                    .onTapGesture {
                        withAnimation(.spring()) {
                            chosen = tripList[trip.index]
                            open = true
                        }
                    }
                }
            }
        }
    }
}

/// A list declared elsewhere in the app: its element type is not written here.
let tripList = [Trip]()
