import SwiftUI

/// Rows stay on screen (only blurred) under the detail of the tapped one: the row's
/// `city.code + "name"` and the detail's, bound from the selection the row's tap sets, name
/// one element, and both are sources while the detail shows. The names' fonts are one font
/// written two ways (`.caption.bold()`, `.font(.caption).bold()`): nothing switches.
struct City: Identifiable {
    var id: String { code }
    var code: String
    var name: String
}

struct CityPicker: View {
    @Namespace private var cities
    @State private var chosen: City?
    @State private var all = [City(code: "OSL", name: "Oslo"), City(code: "LIS", name: "Lisbon")]

    var body: some View {
        ScrollView {
            ForEach(all) { city in
                Text(city.name)
                    .font(.caption.bold())
                    .matchedGeometryEffect(id: city.code + "name", in: cities)
                    .onTapGesture { withAnimation { chosen = city } }
            }
        }
        .blur(radius: chosen == nil ? 0 : 4)
        .overlay {
            if let city = chosen {
                Text(city.name)
                    .font(.caption)
                    .bold()
                    .matchedGeometryEffect(id: city.code + "name", in: cities)
                    .onTapGesture { withAnimation { chosen = nil } }
            }
        }
    }
}
