import SwiftUI

/// A ticket opens in place into its detail with five matched ids; the same detail type is also
/// shown in a sheet. The sheet's copy morphs with nothing: the five ids are counted between
/// the ticket and the detail opened in place.
struct ConcertTicket: Identifiable {
    var id = UUID()
    var band: String
}

struct TicketWall: View {
    @Namespace private var wall
    @State private var open = false
    @State private var showsLatest = false
    let tickets = [ConcertTicket(band: "Low"), ConcertTicket(band: "Air")]

    var body: some View {
        ZStack {
            VStack {
                Button("Latest") { showsLatest = true }
                    .sheet(isPresented: $showsLatest) {
                        TicketDetail(wall: wall, ticket: tickets[0])
                    }
                if !open {
                    TicketStub(wall: wall, ticket: tickets[1])
                        .onTapGesture { withAnimation(.snappy) { open = true } }
                }
            }
            if open {
                TicketDetail(wall: wall, ticket: tickets[1])
                    .onTapGesture { withAnimation(.snappy) { open = false } }
            }
        }
    }
}

struct TicketStub: View {
    var wall: Namespace.ID
    var ticket: ConcertTicket

    var body: some View {
        HStack {
            Image("poster").matchedGeometryEffect(id: "poster\(ticket.id)", in: wall)
            Text(ticket.band).matchedGeometryEffect(id: "band\(ticket.id)", in: wall)
            Text("Row 4").matchedGeometryEffect(id: "row\(ticket.id)", in: wall)
            Text("Seat 12").matchedGeometryEffect(id: "seat\(ticket.id)", in: wall)
            Image(systemName: "qrcode").matchedGeometryEffect(id: "code\(ticket.id)", in: wall)
        }
    }
}

struct TicketDetail: View {
    var wall: Namespace.ID
    var ticket: ConcertTicket

    var body: some View {
        VStack {
            Image("poster").matchedGeometryEffect(id: "poster\(ticket.id)", in: wall)
            Text(ticket.band).matchedGeometryEffect(id: "band\(ticket.id)", in: wall)
            Text("Row 4").matchedGeometryEffect(id: "row\(ticket.id)", in: wall)
            Text("Seat 12").matchedGeometryEffect(id: "seat\(ticket.id)", in: wall)
            Image(systemName: "qrcode").matchedGeometryEffect(id: "code\(ticket.id)", in: wall)
        }
    }
}
