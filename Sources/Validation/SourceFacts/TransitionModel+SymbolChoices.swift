/// An id choosing between two words, `"\(product.id)\(fromSearch ? "SEARCH" : "IMAGE")"`: the
/// detail pairs with whichever grid it was opened from, so it is the element another state of
/// the namespace matches under either key.
extension TransitionModel {
    /// `views` with each choosing id given the first of its keys that a view in another state
    /// uses. One no other state uses is left unknown.
    static func pickingSymbolChoices(_ views: [ResolvedView]) -> [ResolvedView] {
        guard views.contains(where: { !$0.fact.symbolicChoices.isEmpty }) else { return views }
        return views.map { view in
            guard view.fact.symbolicKey == nil,
                  let choice = view.fact.symbolicChoices.first(where: { choice in
                      views.contains { $0.stateKey != view.stateKey && $0.fact.symbolicKey == choice }
                  }) else { return view }
            var picked = view
            picked.fact.symbolicKey = choice
            return picked
        }
    }
}
