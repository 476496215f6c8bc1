/// A child view handed the namespace inside a sheet, cover or popover (`.sheet { CourseView(namespace: ns, …) }`)
/// whose matched views morph with nothing there: each of its ids has one view in the
/// presentation, and no view outside it is reported as its partner (a detail also opened in
/// place, a list whose rows match nothing). Reported once, at the view presented: that use,
/// not the child's own code, is what cannot morph.
extension NavigationPushRule {
    static func presentedUses(in transition: TransitionModel, besides reportedIDs: Set<String>, _ input: RuleInput) -> [CodeViolation] {
        struct Use { var presentation: Step; var reference: ScopeKey; var views: [ResolvedView] }
        var uses: [Use] = []
        for view in transition.views where view.isGeometry && view.inPresentation {
            guard let index = view.steps.lastIndex(where: isPresentation), index + 1 < view.steps.count,
                  case .instance(let reference) = view.steps[index + 1] else { continue }
            if let at = uses.firstIndex(where: { $0.presentation == view.steps[index] && $0.reference == reference }) {
                uses[at].views.append(view)
            } else {
                uses.append(Use(presentation: view.steps[index], reference: reference, views: [view]))
            }
        }
        return uses.compactMap { use in
            let ids = use.views.map(\.fact.idKey)
            // A morph inside the presentation (two views of one id there) works: it is one hierarchy.
            guard Set(ids).count == ids.count, reportedIDs.isDisjoint(with: ids),
                  let reference = reference(use.reference, in: transition, input), case .type(let child) = reference.kind else { return nil }
            let partners = ids.flatMap { transition.views(withID: $0) }.filter { $0.isGeometry && !$0.stateKey.contains(use.presentation) }
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
    static func reference(_ key: ScopeKey, in transition: TransitionModel, _ input: RuleInput) -> ReferenceFact? {
        for (ref, type) in input.context.types where ref.file == file(of: key) {
            for fragment in type.fragments.values {
                if let reference = fragment.references.first(where: { $0.key == key }) { return reference }
            }
        }
        return nil
    }
}
