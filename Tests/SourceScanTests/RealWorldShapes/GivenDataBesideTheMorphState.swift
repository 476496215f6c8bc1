import SwiftUI

// The shelf's rows morph between a grouped and a flat layout when `grouped` changes; the
// condition also reads `shelf`, the data the view was handed. Another `if let shelf` reads
// that data, not the switching state: its button stays. The caption under `grouped` itself
// comes and goes with the morph.
struct Shelf { let name: String; let books: [String] }

struct ShelfView: View {
    @Namespace private var books
    @State private var grouped = false
    let shelf: Shelf?

    var body: some View {
        VStack {
            if let shelf {
                Button("Rename \(shelf.name)") {}
            }
            if grouped && shelf == nil {
                Text("Grouped by author")
                Text("Dune").matchedGeometryEffect(id: "dune", in: books)
            } else {
                HStack {
                    Text("Dune").matchedGeometryEffect(id: "dune", in: books)
                }
            }
            Button("Group") { withAnimation(.smooth) { grouped.toggle() } }
        }
    }
}
