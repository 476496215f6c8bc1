import SpecModel

/// More than 4 matched elements: the choreography turns chaotic.
public struct TooManyMatchesRule: SpecRule {
    public init() {}

    /// The most elements a transition should match.
    public static let limit = 4

    public static let description = RuleDescription(
        identifier: "too_many_matches",
        name: "Too many matches",
        severity: .warning,
        principle: "Match 2 to 4 elements; more makes the choreography chaotic.",
        hint: "Keep 2 to 4 matched elements (the artwork, the title, one key control) and let the rest fade in after the morph (only in one state, delay: 0.15).",
        sources: ["000"],
        triggeringExamples: [
            Example("""
                elements:
                  - { id: a, from: { x: 0, y: 0, width: 10, height: 10 }, to: { x: 0, y: 100, width: 20, height: 20 } }
                  - { id: b, from: { x: 20, y: 0, width: 10, height: 10 }, to: { x: 20, y: 100, width: 20, height: 20 } }
                  - { id: c, from: { x: 40, y: 0, width: 10, height: 10 }, to: { x: 40, y: 100, width: 20, height: 20 } }
                  - { id: d, from: { x: 60, y: 0, width: 10, height: 10 }, to: { x: 60, y: 100, width: 20, height: 20 } }
                  - { id: e, from: { x: 80, y: 0, width: 10, height: 10 }, to: { x: 80, y: 100, width: 20, height: 20 } }
                """),
            Example("""
                elements:
                  - { id: artwork, from: { x: 16, y: 790, width: 44, height: 44 }, to: { x: 55, y: 140, width: 280, height: 280 } }
                  - { id: title, from: { x: 72, y: 802, width: 180, height: 20 }, to: { x: 55, y: 440, width: 280, height: 28 } }
                  - { id: meta, from: { x: 72, y: 822, width: 180, height: 14 }, to: { x: 55, y: 472, width: 280, height: 22 } }
                  - { id: bg, from: { x: 0, y: 780, width: 390, height: 64 }, to: { x: 0, y: 0, width: 390, height: 844 } }
                  - { id: play, from: { x: 330, y: 790, width: 44, height: 44 }, to: { x: 171, y: 514, width: 48, height: 48 } }
                  - { id: close, from: { x: 300, y: 790, width: 20, height: 20 }, to: { x: 16, y: 60, width: 28, height: 28 } }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - { id: a, from: { x: 0, y: 0, width: 10, height: 10 }, to: { x: 0, y: 100, width: 20, height: 20 } }
                  - { id: b, from: { x: 20, y: 0, width: 10, height: 10 }, to: { x: 20, y: 100, width: 20, height: 20 } }
                  - { id: c, from: { x: 40, y: 0, width: 10, height: 10 }, to: { x: 40, y: 100, width: 20, height: 20 } }
                  - { id: d, from: { x: 60, y: 0, width: 10, height: 10 }, to: { x: 60, y: 100, width: 20, height: 20 } }
                """),
            Example("""
                elements:
                  - { id: artwork, from: { x: 16, y: 790, width: 44, height: 44 }, to: { x: 55, y: 140, width: 280, height: 280 } }
                  - { id: title, from: { x: 72, y: 802, width: 180, height: 20 }, to: { x: 55, y: 440, width: 280, height: 28 } }
                  - { id: play, from: { x: 330, y: 790, width: 44, height: 44 }, to: { x: 171, y: 514, width: 48, height: 48 } }
                  - { id: artist, to: { x: 55, y: 472, width: 280, height: 22 }, delay: 0.15 }
                  - { id: backward, to: { x: 91, y: 518, width: 40, height: 40 }, delay: 0.15 }
                  - { id: forward, to: { x: 259, y: 518, width: 40, height: 40 }, delay: 0.15 }
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: (1...5).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n"),
                collapsed: (1...5).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n")
            )),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: (1...4).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n"),
                collapsed: (1...4).map { "            Text(\"\($0)\").matchedGeometryEffect(id: \"part\($0)\", in: ns)" }.joined(separator: "\n")
            )),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let matched = spec.matchedElements
        guard matched.count > Self.limit else { return [] }
        return [RuleViolation(
            path: "elements",
            message: "\(matched.count) elements are matched: \(list(matched.map(\.element.id))); match 2 to \(Self.limit)"
        )]
    }
}

// MARK: - In SwiftUI source

/// More than 4 distinct ids matched between the same two states.
extension TooManyMatchesRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        let geometry = transition.views.filter(\.isGeometry)
        // Only states with more ids than the limit can share too many: pairs of those alone.
        // One element: the same id, or ids read from one model's member (`"\(item.id)-title"`
        // in the grid, `"\(selected.id)-title"` in the detail): `elementKey`.
        var idsPerState: [[Step]: Set<String>] = [:]
        var order: [[Step]] = []
        for view in geometry {
            if idsPerState[view.stateKey] == nil { order.append(view.stateKey) }
            idsPerState[view.stateKey, default: []].insert(view.fact.elementKey)
        }
        let states = order.filter { (idsPerState[$0]?.count ?? 0) > TooManyMatchesRule.limit }
        // A copy in a sheet or a pushed screen never morphs with one outside it (a pushed one
        // is navigation_push's): only states behind the same presentations pair.
        func presentations(_ state: [Step]) -> [Step] {
            state.filter { if case .presentation = $0 { return true } else if case .destination = $0 { return true } else { return false } }
        }
        guard states.count >= 2 else { return Self.acrossNestedStates(geometry, presentations: presentations, transition, input) }
        let items = Self.loopItems(geometry, input)
        for (index, first) in states.enumerated() {
            for second in states[(index + 1)...] where presentations(first) == presentations(second) && !Self.splitByItem(first, second, items, input)
                && !input.partAtTheDevice(first, second) {
                let inFirst = Set(geometry.filter { $0.stateKey == first }.map(\.fact.elementKey))
                let shared = geometry.filter { $0.stateKey == second && inFirst.contains($0.fact.elementKey) }
                var ids: [ResolvedView] = []
                for view in shared where !ids.contains(where: { $0.fact.elementKey == view.fact.elementKey }) { ids.append(view) }
                guard ids.count > TooManyMatchesRule.limit else { continue }
                // Reported at the first id written in the state the morph opens (the detail a
                // card grows into), where a reader looks for what the transition carries.
                let opened = input.opens(first, over: second) ? first : second
                let sharedIds = Set(ids.map(\.fact.elementKey))
                let openedViews = geometry.filter { $0.stateKey == opened }
                let start = Self.firstWritten(openedViews, from: openedViews.first { sharedIds.contains($0.fact.elementKey) } ?? ids[0])
                return [CodeViolation(
                    element: start.fact.idDisplay,
                    message: "\(ids.count) ids are matched between the view \(input.describe(first)) and the one \(input.describe(second)): \(list(ids.map(\.fact.idDisplay))); match 2 to \(TooManyMatchesRule.limit)",
                    place: start.place
                )]
            }
        }
        return Self.acrossNestedStates(geometry, presentations: presentations, transition, input)
    }

    /// The matched view of the opened state written first in the file of `start` (the detail's
    /// first id as a reader meets it), where the finding is reported.
    static func firstWritten(_ views: [ResolvedView], from start: ResolvedView) -> ResolvedView {
        views.filter { $0.place.file == start.place.file }.min { $0.place.offset < $1.place.offset } ?? start
    }

    /// Two states parted by a branch on the loop's item alone (`switch item.kind` in a
    /// ForEach): two items' views, on screen together, not two states of one.
    static func splitByItem(_ first: [Step], _ second: [Step], _ items: Set<String>, _ input: RuleInput) -> Bool {
        guard let split = zip(first, second).first(where: { $0.0 != $0.1 })?.0, case .branch(let key, _) = split,
              let conditional = input.context.conditionals[key] else { return false }
        return isOnItem(conditional, items, input)
    }

    /// The names the views' loops bind to their items.
    static func loopItems(_ geometry: [ResolvedView], _ input: RuleInput) -> Set<String> {
        geometry.reduce(into: Set<String>()) { $0.formUnion(input.loopItems(of: $1)) }
    }

    /// The conditional reads a loop item (of `items`) and nothing else that changes (`switch item.kind`).
    static func isOnItem(_ conditional: ConditionalFact, _ items: Set<String>, _ input: RuleInput) -> Bool {
        let variables = input.stateVariables(of: conditional)
        return !variables.isEmpty && items.isSuperset(of: variables)
    }

    /// The sides of the morph's own conditional, whole: a title shown `if let name` or a
    /// chevron shown in one mode splits a side's views over several states, all on screen
    /// with the side. Each side is counted without the copies it shows in a sheet or pushed screen.
    static func acrossNestedStates(
        _ geometry: [ResolvedView], presentations: ([Step]) -> [Step],
        _ transition: TransitionModel, _ input: RuleInput
    ) -> [CodeViolation] {
        // Two sides sharing more than the limit hold more than twice the limit of views.
        guard geometry.count > 2 * limit else { return [] }
        let items = loopItems(geometry, input)
        let conditionals = input.morphConditionals(of: transition).filter { !isOnItem($0, items, input) }
        // The views of each side, in one pass over the views' paths (not one per side).
        let keys = Set(conditionals.map(\.key))
        var viewsBySide: [Step: [ResolvedView]] = [:]
        for view in geometry where presentations(view.stateKey).isEmpty {
            for step in view.stateKey {
                if case .branch(let key, _) = step, keys.contains(key) { viewsBySide[step, default: []].append(view) }
            }
        }
        for conditional in conditionals {
            let sides: [(state: [Step], views: [ResolvedView])] = conditional.branches.indices.compactMap { index in
                let step = Step.branch(conditional.key, index)
                guard let views = viewsBySide[step], let first = views.first, let end = first.stateKey.firstIndex(of: step) else { return nil }
                return (Array(first.stateKey[...end]), views)
            }
            for (index, first) in sides.enumerated() {
                let inFirst = Set(first.views.map(\.fact.elementKey))
                guard inFirst.count > limit else { continue }
                for second in sides[(index + 1)...] where !input.partAtTheDevice(first.state, second.state) {
                    var ids: [ResolvedView] = []
                    for view in second.views where inFirst.contains(view.fact.elementKey) && !ids.contains(where: { $0.fact.elementKey == view.fact.elementKey }) { ids.append(view) }
                    guard ids.count > limit else { continue }
                    let opened = input.opens(first.state, over: second.state) ? first : second
                    let sharedIds = Set(ids.map(\.fact.elementKey))
                    let start = Self.firstWritten(opened.views, from: opened.views.first { sharedIds.contains($0.fact.elementKey) } ?? ids[0])
                    return [CodeViolation(
                        element: start.fact.idDisplay,
                        message: "\(ids.count) ids are matched between the view \(input.describe(first.state)) and the one \(input.describe(second.state)): \(list(ids.map(\.fact.idDisplay))); match 2 to \(limit)",
                        place: start.place
                    )]
                }
            }
        }
        return []
    }
}
