/// The item picked from a loop and the detail that shows it, when herocat cannot read their
/// model types: `photo.id` on every cell of `ForEach(thumbnails.photos) { photo in` and
/// `info.id` on the one detail outside any loop. The detail's id names the picked item, so
/// the two are one element, as they are when the types are known (`Recipe.id`).
extension TransitionModel {
    /// The symbolic key the pair shares: what `MultipleSourcesRule.element` says of it.
    static let pickedItemPrefix = "~"

    /// `views` with one loop id and one detail id paired under one symbolic key, when the
    /// namespace has exactly one of each: the loop's in one ForEach, both a model's identity
    /// read through the same member (`.id`), the detail's with no symbolic key of its own (or
    /// one naming only the member it is read through), never in the same state. The loop's may
    /// be read by a child view handed the item (`Row(item: item)`); the detail's through a
    /// model's member named for the pick (`model.selectedItem.id`), or through a member named
    /// as the loop names its item (`selected.asset.localIdentifier` for `asset.localIdentifier`).
    /// A loop id whose model herocat reads (`Product.image`) lends the detail its key; otherwise
    /// both take the picked item's.
    /// Any other shape is left as it is: which detail shows which loop is not established.
    static func pairingPickedItem(_ views: [ResolvedView]) -> [ResolvedView] {
        var loopKeys: [String: [Substring]] = [:]
        var detailKeys: [String: [Substring]] = [:]
        var loopSymbols: Set<String?> = []
        var unpairable: Set<String> = []
        for view in views where view.isGeometry {
            // A child view handed the loop's item (`Row(recent: recent)`) reads it as the loop does.
            let key = view.fact.loopItemKey ?? view.fact.idKey
            guard !view.fact.idShape.isKnown, let path = UnknownID.memberPath(view.fact.idSource) else {
                unpairable.insert(key)
                continue
            }
            // The loop's item, read in the loop, by a helper it calls with a typed parameter or by such a child.
            if view.innermostLoop != nil, view.fact.idUsesLoopVariable || view.fact.symbolicKey != nil || view.fact.loopItemKey != nil {
                loopKeys[key] = path
                loopSymbols.insert(view.fact.symbolicKey)
            } else if view.innermostLoop == nil, view.fact.symbolicKey == nil || readsMember(path, as: view.fact.symbolicKey) {
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
              loopPath.dropFirst().elementsEqual(detailPath.dropFirst()) || readsPick(detailPath, of: loopPath)
                || readsItemThroughMember(detailPath, of: loopPath) else { return views }
        // With no model type to lend, only a model's identity (`.id`) names the picked item,
        // and one spelling for both is already one element.
        let lent = loopSymbols.first!
        guard lent != nil || (loopKey != detailKey && UnknownID.isIdentityName(detailPath.last!)) else { return views }
        func isLoopView(_ view: ResolvedView) -> Bool { (view.fact.loopItemKey ?? view.fact.idKey) == loopKey && view.innermostLoop != nil }
        // The detail as other views read the model (`vm.selectedProfile.id` for `model.selectedProfile.id`).
        let detailSymbol = views.first { $0.isGeometry && $0.fact.idKey == detailKey }?.fact.symbolicKey
        func isDetail(_ view: ResolvedView) -> Bool {
            view.isGeometry && view.innermostLoop == nil && (view.fact.idKey == detailKey || (detailSymbol != nil && view.fact.symbolicKey == detailSymbol))
        }
        // One ForEach: `photo.id` and `album.id` of two loops are one key, `$item.id`.
        let loopViews = views.filter(isLoopView)
        guard Set(loopViews.map(\.innermostLoop)).count == 1 else { return views }
        let loopStates = Set(loopViews.map(\.stateKey))
        guard !views.contains(where: { isDetail($0) && loopStates.contains($0.stateKey) }) else { return views }
        let symbol = lent ?? pickedItemPrefix + detailPath.dropFirst().joined(separator: ".")
        return views.map { view in
            guard isLoopView(view) || isDetail(view), view.fact.symbolicKey == nil || view.fact.symbolicKey == detailSymbol else { return view }
            var paired = view
            paired.fact.symbolicKey = symbol
            return paired
        }
    }

    /// A model's member named for the item picked from a list (`selectedProfile`, `currentCard`).
    static func namesAPick(_ member: Substring) -> Bool {
        let member = member.lowercased()
        return ["selected", "current", "active", "chosen", "picked", "focused", "expanded", "opened", "tapped"].contains { member.hasPrefix($0) }
    }

    /// `model.selectedProfile.id`: a member of a value, read for its identity; the symbolic key
    /// herocat gives it (`Model.selectedProfile.id`) names that member, not the item it holds.
    static func readsMember(_ path: [Substring], as symbolicKey: String?) -> Bool {
        guard path.count == 3, let key = symbolicKey, UnknownID.isIdentityName(path[2]) else { return false }
        return key.hasSuffix("." + path.dropFirst().joined(separator: "."))
    }

    /// `model.selectedProfile.id` read for `recent.id` of the loop: the picked item's identity.
    static func readsPick(_ detailPath: [Substring], of loopPath: [Substring]) -> Bool {
        loopPath.count == 2 && detailPath.count == 3 && loopPath.last == detailPath.last && namesAPick(detailPath[1])
    }

    /// `selected.asset.localIdentifier` read for `asset.localIdentifier` of the loop: the picked
    /// item held in a member named as the loop names its item.
    static func readsItemThroughMember(_ detailPath: [Substring], of loopPath: [Substring]) -> Bool {
        detailPath.count == loopPath.count + 1 && detailPath[1] == loopPath[0] && detailPath.dropFirst(2).elementsEqual(loopPath.dropFirst())
    }
}
