/// The item picked from a loop and the detail that shows it, when herocat cannot read their
/// model types: `photo.id` on every cell of `ForEach(thumbnails.photos) { photo in` and
/// `info.id` on the one detail outside any loop. The detail's id names the picked item, so
/// the two are one element, as they are when the types are known (`Recipe.id`).
extension TransitionModel {
    /// The symbolic key the pair shares: what `MultipleSourcesRule.element` says of it.
    static let pickedItemPrefix = "~"

    /// `views` with one loop id and one detail id paired under one symbolic key, when the
    /// namespace has exactly one of each: the loop's in one ForEach, both a model's identity
    /// read through the same member (`.id`), the detail's with no symbolic key of its own,
    /// never in the same state. A loop id whose model herocat reads (`Product.image`) lends
    /// the detail its key; otherwise both take the picked item's.
    /// Any other shape is left as it is: which detail shows which loop is not established.
    static func pairingPickedItem(_ views: [ResolvedView]) -> [ResolvedView] {
        var loopKeys: [String: [Substring]] = [:]
        var detailKeys: [String: [Substring]] = [:]
        var loopSymbols: Set<String?> = []
        var unpairable: Set<String> = []
        for view in views where view.isGeometry {
            let key = view.fact.idKey
            guard view.fact.loopItemKey == nil, !view.fact.idShape.isKnown,
                  let path = UnknownID.memberPath(view.fact.idSource) else {
                unpairable.insert(key)
                continue
            }
            // The loop's item, read in the loop or by a helper it calls with a typed parameter.
            if view.innermostLoop != nil, view.fact.idUsesLoopVariable || view.fact.symbolicKey != nil {
                loopKeys[key] = path
                loopSymbols.insert(view.fact.symbolicKey)
            } else if view.innermostLoop == nil, view.fact.symbolicKey == nil {
                detailKeys[key] = path
            } else {
                unpairable.insert(key)
            }
        }
        for key in unpairable {
            loopKeys[key] = nil
            detailKeys[key] = nil
        }
        guard loopKeys.count == 1, detailKeys.count == 1, loopSymbols.count == 1, let (loopKey, loopPath) = loopKeys.first,
              let (detailKey, detailPath) = detailKeys.first,
              loopPath.dropFirst().elementsEqual(detailPath.dropFirst()) else { return views }
        // With no model type to lend, only a model's identity (`.id`) names the picked item,
        // and one spelling for both is already one element.
        let lent = loopSymbols.first!
        guard lent != nil || (loopKey != detailKey && UnknownID.identityNames.contains(String(detailPath.last!))) else { return views }
        func isLoopView(_ view: ResolvedView) -> Bool { view.fact.idKey == loopKey && view.innermostLoop != nil }
        func isDetail(_ view: ResolvedView) -> Bool { view.isGeometry && view.fact.idKey == detailKey && view.innermostLoop == nil }
        // One ForEach: `photo.id` and `album.id` of two loops are one key, `$item.id`.
        let loopViews = views.filter(isLoopView)
        guard Set(loopViews.map(\.innermostLoop)).count == 1 else { return views }
        let loopStates = Set(loopViews.map(\.stateKey))
        guard !views.contains(where: { isDetail($0) && loopStates.contains($0.stateKey) }) else { return views }
        let symbol = lent ?? pickedItemPrefix + detailPath.dropFirst().joined(separator: ".")
        return views.map { view in
            guard isLoopView(view) || isDetail(view), view.fact.symbolicKey == nil else { return view }
            var paired = view
            paired.fact.symbolicKey = symbol
            return paired
        }
    }
}
