import SwiftUI

/// A row's text with no font of its own shows its List's font (the body font unless the
/// List sets one): morphing it into a large title switches the font at once. A List that
/// sets the detail's font morphs nothing but the frame.
struct CityList: View {
    @Namespace private var cities
    @State private var picked: String?
    let names = ["Lisbon", "Oslo"]

    var body: some View {
        ZStack {
            List(names, id: \.self) { name in
                Text(name)
                    .matchedGeometryEffect(id: name, in: cities)
                    .onTapGesture { withAnimation { picked = name } }
            }
            .opacity(picked == nil ? 1 : 0)
            if let picked {
                Text(picked)
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: picked, in: cities)
                    .onTapGesture { withAnimation { self.picked = nil } }
            }
        }
    }
}

struct LargeCityList: View {
    @Namespace private var cities
    @State private var picked: String?
    let names = ["Lisbon", "Oslo"]

    var body: some View {
        ZStack {
            List(names, id: \.self) { name in
                Text(name)
                    .matchedGeometryEffect(id: name, in: cities)
                    .onTapGesture { withAnimation { picked = name } }
            }
            .font(.largeTitle)
            .opacity(picked == nil ? 1 : 0)
            if let picked {
                Text(picked)
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: picked, in: cities)
                    .onTapGesture { withAnimation { self.picked = nil } }
            }
        }
    }
}
