import SwiftUI

struct Feature: Identifiable {
    let id = UUID()
    let name: String
    let kind: String
}

// Each item of the list picks its look by its own kind: the two cases are two items on
// screen together, not two states of one card, though both match the same five id shapes.
struct Features: View {
    @Namespace private var features
    let items: [Feature]

    var body: some View {
        ScrollView {
            ForEach(items) { item in
                switch item.kind {
                case "assistant":
                    FeatureCard(feature: item, ns: features).tint(.purple)
                default:
                    FeatureCard(feature: item, ns: features).tint(.orange)
                }
            }
        }
    }
}

struct FeatureCard: View {
    let feature: Feature
    let ns: Namespace.ID

    var body: some View {
        VStack {
            Image(feature.name).matchedGeometryEffect(id: "image\(feature.id)", in: ns)
            Text(feature.name).matchedGeometryEffect(id: "title\(feature.id)", in: ns)
            Text(feature.kind).matchedGeometryEffect(id: "kind\(feature.id)", in: ns)
            Capsule().matchedGeometryEffect(id: "badge\(feature.id)", in: ns)
        }
        .background(RoundedRectangle(cornerRadius: 20).matchedGeometryEffect(id: "background\(feature.id)", in: ns))
    }
}
