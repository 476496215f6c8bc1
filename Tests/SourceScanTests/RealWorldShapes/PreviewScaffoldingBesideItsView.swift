import SwiftUI

/// A search field whose bar morphs with the one the screen showing it draws (in another file,
/// with the screen's namespace), previewed through a top-level stand-in that owns a namespace
/// and only a PreviewProvider shows: the stand-in is preview scaffolding, not a transition
/// whose one id has no partner.
struct ExpandedSearchField: View {
    var namespace: Namespace.ID
    @Binding var isSearching: Bool

    var body: some View {
        HStack {
            Capsule()
                .fill(.quaternary)
                .frame(height: 36)
                .matchedGeometryEffect(id: "search-bar", in: namespace)
            Button("Cancel") { withAnimation { isSearching = false } }
        }
    }
}

struct DummySearchHost: View {
    @Namespace var namespace
    var body: some View { ExpandedSearchField(namespace: namespace, isSearching: .constant(true)) }
}

struct ExpandedSearchFieldPreviews: PreviewProvider {
    static var previews: some View { DummySearchHost() }
}
