/// A child view handed the namespace inside a sheet, cover or popover (`.sheet { CourseView(namespace: ns, …) }`),
/// whose matched views morph with nothing there: each of its ids has one view behind that step,
/// and no view outside it is reported as its partner (a detail also opened in place, a list
/// whose rows match nothing). Reported once, at the view presented: that use, not the child's
/// own code, is what cannot morph. (A pushed view's partner outside the push is the check's in
/// NavigationPushRule.swift; a pushed view with no partner anywhere, handed a spare namespace to
/// fill its parameter, attempts no morph across the push.)
extension NavigationPushRule {
    static func presentedUses(in transition: TransitionModel, besides reportedIDs: Set<String>, _ input: RuleInput) -> [CodeViolation] {
        struct Use { var boundary: Step; var reference: ScopeKey; var views: [ResolvedView]; var ids: [String] }
        var uses: [Use] = []
        for id in transition.idKeys {
            for view in transition.views(withID: id) where view.isGeometry && view.inPresentation {
                guard let index = view.steps.lastIndex(where: isPresentation), index + 1 < view.steps.count,
                      case .instance(let reference) = view.steps[index + 1] else { continue }
                if let at = uses.firstIndex(where: { $0.boundary == view.steps[index] && $0.reference == reference }) {
                    // One view reached again through another use of the helper around the
                    // presentation (the same grid in a tab bar and in a sidebar) is the same view.
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
            // A morph inside the presented view (two views of one id there) works: it is one hierarchy.
            guard Set(ids).count == ids.count, reportedIDs.isDisjoint(with: ids),
                  let reference = reference(use.reference, input), case .type(let child) = reference.kind else { return nil }
            let partners = ids.flatMap { transition.views(withID: $0) }.filter { $0.isGeometry && !$0.stateKey.contains(use.boundary) }
            // With no partner in sight, one may be in code herocat did not read.
            guard !partners.isEmpty || transition.seesAllStates else { return nil }
            let first = use.views.min { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }!
            let written = "\(input.context.file(first.place.file).fileName):\(first.place.line)"
            let names = use.views.map(\.fact.idDisplay)
            let shown = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
            let outside = partners.first.map { partner in
                let file = partner.place.file == reference.place.file ? "" : "\(input.context.file(partner.place.file).fileName) "
                return "the view of \(partner.fact.idDisplay) \(input.describe(partner.stateKey)) (\(file)line \(partner.place.line)) stays outside it"
            }
                ?? "no view outside it has those ids"
            return CodeViolation(
                element: nil,
                message: "\(child), presented here in a sheet, cover or popover, matches \(shown) in namespace \(transition.namespaceName ?? transition.name) (\(written)) and \(outside): the presentation is a view hierarchy of its own, so nothing morphs across it",
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
