/// Which of a view's fragments (`body`, `var header: some View`, `func row(_:)`) are shown.
extension TypeFacts {
    /// Where the view's content starts: `body` when the type has one (a fragment nothing uses
    /// is never shown, dead code), else every fragment no other fragment uses.
    package var rootFragments: [String] {
        var used: Set<String> = []
        for name in fragmentOrder {
            for reference in fragments[name]?.references ?? [] {
                if case .fragment(let target) = reference.kind, target != name { used.insert(target) }
            }
        }
        let roots = fragmentOrder.filter { !used.contains($0) }
        return roots.contains("body") ? ["body"] : roots
    }

    /// The fragments the roots show, directly or through other fragments.
    package var fragmentsShown: Set<String> {
        var pending = rootFragments
        var shown = Set(pending)
        while let name = pending.popLast() {
            for reference in fragments[name]?.references ?? [] {
                if case .fragment(let used) = reference.kind, shown.insert(used).inserted { pending.append(used) }
            }
        }
        return shown
    }
}
