import SwiftUI

// A poster that shrinks into a booking page: the page's separator and date picker take the
// place of the title block shown before (its title moves beside the poster). They are views
// of the opened state's own, not placeholders standing in for that block, so they appear
// with the morph.
struct BookingScreen: View {
    @Namespace private var booking
    @State private var expanded = false

    var body: some View {
        VStack {
            HStack {
                Image("poster")
                    .resizable()
                    .frame(width: expanded ? 120 : 320, height: expanded ? 160 : 420)
                    .onTapGesture { withAnimation(.spring) { expanded.toggle() } }
                if expanded {
                    Text("Bad Guys").font(.title3).matchedGeometryEffect(id: "title", in: booking)
                }
            }
            if expanded {
                Divider()
                DatePicker("Date", selection: .constant(Date()))
            } else {
                VStack {
                    Text("Bad Guys").font(.title3).matchedGeometryEffect(id: "title", in: booking)
                    Text("A crew of animal criminals attempts their most challenging heist yet.")
                }
            }
        }
    }
}
