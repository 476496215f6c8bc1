/// The item picked from a loop and the detail that shows it, when herocat cannot read their
/// model types: `photo.id` on every cell of `ForEach(thumbnails.photos) { photo in` and
/// `info.id` on the one detail outside any loop. The detail's id names the picked item, so
/// the two are one element, as they are when the types are known (`Recipe.id`).
extension TransitionModel {
    /// The symbolic key the pair shares: what `MultipleSourcesRule.element` says of it.
    static let pickedItemPrefix = "~"

    /// `views` with one loop id and one detail id paired under one symbolic key, when the
    /// namespace has exactly one of each: the loop's in one ForEach, both a model's identity
    /// read through the same member (`.id`), neither with a symbolic key of its own, never in
    /// the same state.
    /// Any other shape is left as it is: which detail shows which loop is not established.
    static func pairingPickedItem(_ views: [ResolvedView]) -> [ResolvedView] {
        var loopKeys: [String: [Substring]] = [:]
        var detailKeys: [String: [Substring]] = [:]
        var unpairable: Set<String> = []
        for view in views where view.isGeometry {
            let key = view.fact.idKey
            guard view.fact.symbolicKey == nil, view.fact.loopItemKey == nil, !view.fact.idShape.isKnown,
                  let path = UnknownID.identityPath(view.fact.idSource) else {
                unpairable.insert(key)
                continue
            }
            if view.innermostLoop != nil, view.fact.idUsesLoopVariable {
                loopKeys[key] = path
            } else if view.innermostLoop == nil {
                detailKeys[key] = path
            } else {
                unpairable.insert(key)
            }
        }
        for key in unpairable {
            loopKeys[key] = nil
            detailKeys[key] = nil
        }
        guard loopKeys.count == 1, detailKeys.count == 1, let (loopKey, loopPath) = loopKeys.first,
              let (detailKey, detailPath) = detailKeys.first, loopKey != detailKey,
              loopPath.dropFirst().elementsEqual(detailPath.dropFirst()) else { return views }
        // One ForEach: `photo.id` and `album.id` of two loops are one key, `$item.id`.
        let loopViews = views.filter { $0.fact.idKey == loopKey }
        guard Set(loopViews.map(\.innermostLoop)).count == 1 else { return views }
        let loopStates = Set(loopViews.map(\.stateKey))
        guard !views.contains(where: { $0.fact.idKey == detailKey && loopStates.contains($0.stateKey) }) else { return views }
        let symbol = pickedItemPrefix + detailPath.dropFirst().joined(separator: ".")
        return views.map { view in
            guard view.fact.idKey == loopKey || view.fact.idKey == detailKey else { return view }
            var paired = view
            paired.fact.symbolicKey = symbol
            return paired
        }
    }
}
