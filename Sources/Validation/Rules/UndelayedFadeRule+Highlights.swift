/// A highlight sliding between items (`if selection == tab { Capsule().matchedGeometryEffect(…) }`
/// in a loop or in a tab button): no branch parts two views of an id, but the animated change
/// that moves it also shows the newly picked item's own content (its title) and hides the old one's.
extension UndelayedFadeRule {
    /// The `if`s the highlight's views sit in that pick one item (the condition compares an
    /// animated state with the item: the loop's element, or what each use of the view is given).
    static func highlightSwitches(of transition: TransitionModel, _ input: RuleInput) -> [(conditional: ConditionalFact, item: String)] {
        var found: [(conditional: ConditionalFact, item: String)] = []
        for view in transition.views where view.isGeometry {
            guard case .branch(let key, 0)? = innermostBranch(view.stateKey),
                  let conditional = input.context.conditionals[key], conditional.keyword == "if",
                  !found.contains(where: { $0.conditional.key == key }), let item = pickedItem(by: conditional, of: view, input),
                  input.isAnimatedState(conditional) else { continue }
            found.append((conditional, item))
        }
        return found
    }

    /// The item a conditional picks by comparing a state with it (`tab` in `selection == tab`):
    /// the loop's element, or a plain property each use of its view is given. Not a negation
    /// (`!(open && selected == item)` hides the picked item's copy while a detail shows).
    static func pickedItem(by conditional: ConditionalFact, of view: ResolvedView, _ input: RuleInput) -> String? {
        guard conditional.condition.contains("=="), !conditional.condition.contains("!"), let type = input.type(of: conditional) else { return nil }
        let elements = Set(view.steps.compactMap { step -> [String]? in
            guard case .forEach(let loop) = step else { return nil }
            return input.context.forEaches[loop]?.parameters
        }.joined())
        guard let item = conditional.identifiers.first(where: { name in
            elements.contains(name) || (conditional.readsUseInput && type.properties[name]?.attributes.isEmpty == true)
        }), conditional.identifiers.contains(where: { $0 != item && type.properties[$0]?.attributes.isEmpty == false }) else { return nil }
        return item
    }

    /// The other `if`s of the view code each highlight is written in (its `body`, helper or
    /// child view) that test the item the same way (`if selection == tab { Text(title) }`).
    static func sameItemConditionals(as highlights: [(conditional: ConditionalFact, item: String)], _ input: RuleInput) -> [ConditionalFact] {
        var found: [ConditionalFact] = []
        for (highlight, item) in highlights {
            guard let type = input.type(of: highlight) else { continue }
            // (A conditional in a modifier's closure, `.overlay { if … }`, is listed in no fragment: the type's all.)
            let fragments = type.fragmentOrder.compactMap { type.fragments[$0] }
            let own = fragments.first { $0.conditionals.contains(highlight.key) }.map { [$0] } ?? fragments
            for key in own.flatMap(\.conditionals) where key != highlight.key {
                guard let conditional = input.context.conditionals[key], testsSameItem(conditional, as: highlight, item: item, input),
                      !found.contains(where: { $0.key == key }) else { continue }
                found.append(conditional)
            }
        }
        return found
    }

    /// Another `if` read the same way as the highlight's: the same state and item, nothing else
    /// (not a `switch` of the pages the selection shows, nor a test of something else).
    static func testsSameItem(_ conditional: ConditionalFact, as highlight: ConditionalFact, item: String, _ input: RuleInput) -> Bool {
        guard conditional.keyword == "if", !conditional.condition.contains("!"), conditional.identifiers.contains(item),
              Set(conditional.identifiers).isSubset(of: highlight.identifiers) else { return false }
        let paths = input.statePaths(of: conditional).subtracting([item])
        return !paths.isEmpty && paths.isSubset(of: input.statePaths(of: highlight))
    }
}
