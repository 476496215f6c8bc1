/// A child view handed the namespace inside a sheet, cover or popover (`.sheet { CourseView(namespace: ns, …) }`),
/// whose matched views morph with nothing there: each of its ids has one view behind that step,
/// and no view outside it is reported as its partner (a detail also opened in place, a list
/// whose rows match nothing). A pushed view's, only where some view outside the push has one
/// of its ids. Reported once, at the view presented or pushed: that use, not the child's own
/// code, is what cannot morph.
extension NavigationPushRule {
    static func presentedUses(in transition: TransitionModel, besides reportedIDs: Set<String>, _ input: RuleInput) -> [CodeViolation] {
        struct Use { var boundary: Step; var reference: ScopeKey; var views: [ResolvedView]; var ids: [String] }
        var uses: [Use] = []
        for id in transition.idKeys {
            for view in transition.views(withID: id) where view.isGeometry && (view.inPresentation || view.inDestination) {
                guard let index = view.steps.lastIndex(where: { isPresentation($0) || isDestination($0) }), index + 1 < view.steps.count,
                      case .instance(let reference) = view.steps[index + 1] else { continue }
                if let at = uses.firstIndex(where: { $0.boundary == view.steps[index] && $0.reference == reference }) {
                    // One view reached again through another use of the helper around the push
                    // (the same grid in a tab bar and in a sidebar) is the same view.
                    if uses[at].views.contains(where: { $0.place == view.place }) { continue }
                    uses[at].views.append(view)
                    uses[at].ids.append(id)
                } else {
                    uses.append(Use(boundary: view.steps[index], reference: reference, views: [view], ids: [id]))
                }
            }
        }
        return uses.compactMap { use in
            let ids = use.ids
            // A morph inside the presented or pushed view (two views of one id there) works: it is one hierarchy.
            guard Set(ids).count == ids.count, reportedIDs.isDisjoint(with: ids),
                  let reference = reference(use.reference, input), case .type(let child) = reference.kind else { return nil }
            let partners = ids.flatMap { transition.views(withID: $0) }.filter { $0.isGeometry && !$0.stateKey.contains(use.boundary) }
            // With no partner in sight, one may be in code herocat did not read. A partner outside a
            // push is the check above's to judge (one beside the navigation container stays).
            guard !partners.isEmpty || transition.seesAllStates, partners.isEmpty || isPresentation(use.boundary) else { return nil }
            // A push whose matched views have no partner anywhere (a spare namespace filling the
            // pushed view's parameter) attempts no morph across it: the push is all that shows.
            if isDestination(use.boundary), partners.isEmpty { return nil }
            // A push the namespace zooms (`.matchedTransitionSource` beside it) does morph: what the
            // pushed view also matches is left over, not a morph it misses.
            if isDestination(use.boundary), transition.views.contains(where: { $0.fact.kind != .geometry }) { return nil }
            let first = use.views.min { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }!
            let written = "\(input.context.file(first.place.file).fileName):\(first.place.line)"
            let names = use.views.map(\.fact.idDisplay)
            let shown = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
            let outside = partners.first.map { partner in
                let file = partner.place.file == reference.place.file ? "" : "\(input.context.file(partner.place.file).fileName) "
                return "the view of \(partner.fact.idDisplay) \(input.describe(partner.stateKey)) (\(file)line \(partner.place.line)) stays outside it"
            }
                ?? "no view outside it has those ids"
            let matches = "matches \(shown) in namespace \(transition.namespaceName ?? transition.name) (\(written)) and \(outside)"
            return CodeViolation(
                element: nil,
                message: isPresentation(use.boundary)
                    ? "\(child), presented here in a sheet, cover or popover, \(matches): the presentation is a view hierarchy of its own, so nothing morphs across it"
                    : "\(child), pushed here by a navigation destination, \(matches): the view it is pushed from leaves the tree first, so nothing morphs across the push",
                place: reference.place
            )
        }
    }

    /// The use of a child view a path goes through, read from the fragments of its file's types.
    static func reference(_ key: ScopeKey, _ input: RuleInput) -> ReferenceFact? {
        for (ref, type) in input.context.types where ref.file == file(of: key) {
            for fragment in type.fragments.values {
                if let reference = fragment.references.first(where: { $0.key == key }) { return reference }
            }
        }
        return nil
    }
}
