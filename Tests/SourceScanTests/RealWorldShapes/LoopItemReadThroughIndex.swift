import SwiftUI

struct Ticket: Identifiable {
    let id: Int
    let title: String
}

/// Cards looped over by index (`let ticket = tickets[index]`) and their detail: both ids are
/// `Ticket.id`, so the detail's backdrop, inserted with the morph, is one-state content.
struct TicketStack: View {
    @Namespace private var stack
    @State private var opened: Ticket?
    private let tickets: [Ticket] = [Ticket(id: 1, title: "Gate A"), Ticket(id: 2, title: "Gate B")]

    var body: some View {
        ZStack {
            VStack {
                ForEach(tickets.indices, id: \.self) { index in
                    let ticket = tickets[index]
                    if opened?.id == ticket.id {
                        Text(ticket.title).opacity(0)
                    } else {
                        Text(ticket.title)
                            .matchedGeometryEffect(id: ticket.id, in: stack)
                            .onTapGesture { withAnimation { opened = ticket } }
                    }
                }
            }
            if let opened {
                VStack {
                    Text(opened.title)
                        .matchedGeometryEffect(id: opened.id, in: stack)
                        .onTapGesture { withAnimation { self.opened = nil } }
                }
                .background(Color.indigo.ignoresSafeArea())
            }
        }
    }
}
