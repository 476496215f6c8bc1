/// A highlight sliding between items (`if selection == tab { Capsule().matchedGeometryEffect(…) }`
/// in a loop or in a tab button): no branch parts two views of an id, but the animated change
/// that moves it also shows the newly picked item's own content (its title) and hides the old one's.
extension UndelayedFadeRule {
    /// The `if`s the highlight's views sit in that pick one item (the condition reads an
    /// animated state and the item: the loop's element, or what each use of the view is given).
    static func highlightSwitches(of transition: TransitionModel, _ input: RuleInput) -> [ConditionalFact] {
        var found: [ConditionalFact] = []
        for view in transition.views where view.isGeometry {
            guard case .branch(let key, 0)? = innermostBranch(view.stateKey),
                  let conditional = input.context.conditionals[key], conditional.keyword == "if",
                  !found.contains(where: { $0.key == key }), picksItem(conditional, of: view, input),
                  input.isAnimatedState(conditional) else { continue }
            found.append(conditional)
        }
        return found
    }

    /// The conditional compares a state with the item it is written for (`selection == tab`): the
    /// loop's element, or a plain property each use of its view is given.
    static func picksItem(_ conditional: ConditionalFact, of view: ResolvedView, _ input: RuleInput) -> Bool {
        guard conditional.condition.contains("=="), let type = input.type(of: conditional) else { return false }
        let elements = Set(view.steps.compactMap { step -> [String]? in
            guard case .forEach(let loop) = step else { return nil }
            return input.context.forEaches[loop]?.parameters
        }.joined())
        let item = conditional.identifiers.first { name in
            elements.contains(name) || (conditional.readsUseInput && type.properties[name]?.attributes.isEmpty == true)
        }
        guard let item else { return false }
        return conditional.identifiers.contains { $0 != item && type.properties[$0]?.attributes.isEmpty == false }
    }

    /// The other `if`s of the items the highlights pick that test them the same way.
    static func sameItemConditionals(as highlights: [ConditionalFact], _ input: RuleInput) -> [ConditionalFact] {
        var found: [ConditionalFact] = []
        for highlight in highlights {
            guard let type = input.type(of: highlight) else { continue }
            for name in type.fragmentOrder {
                for key in type.fragments[name]?.conditionals ?? [] where key != highlight.key {
                    guard let conditional = input.context.conditionals[key], testsSameItem(conditional, as: highlight, input),
                          !found.contains(where: { $0.key == key }) else { continue }
                    found.append(conditional)
                }
            }
        }
        return found
    }

    /// Another `if` of the same item, read the same way (`if selection == tab { Text(title) }`
    /// beside the highlight's): it switches with the highlight. Not a `switch` of the pages the
    /// selection shows, nor a test of something else.
    static func testsSameItem(_ conditional: ConditionalFact, as highlight: ConditionalFact, _ input: RuleInput) -> Bool {
        guard conditional.keyword == "if", conditional.typeName == highlight.typeName, conditional.place.file == highlight.place.file,
              Set(conditional.identifiers).isSubset(of: highlight.identifiers),
              highlight.steps.allSatisfy({ step in
                  if case .forEach = step { return conditional.steps.contains(step) } else { return true }
              }) else { return false }
        let paths = input.statePaths(of: conditional)
        return !paths.isEmpty && paths.isSubset(of: input.statePaths(of: highlight))
    }
}
