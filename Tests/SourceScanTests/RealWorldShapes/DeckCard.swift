import SwiftUI

/// The card and search field `HandedNamespaceHelpers.swift` hands its namespace to.
struct DeckCard: View {
    var namespace: Namespace.ID
    var cardID: String

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .matchedGeometryEffect(id: cardID, in: namespace)
    }
}

struct DeckSearchField: View {
    var namespace: Namespace.ID

    var body: some View {
        Capsule()
            .matchedGeometryEffect(id: "search", in: namespace)
    }
}
