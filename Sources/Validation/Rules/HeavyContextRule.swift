import SpecModel

/// Matched geometry where many views update or match at once.
public struct HeavyContextRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "heavy_context",
        name: "Heavy context",
        severity: .warning,
        principle: "Not for high-frequency updating lists, large grids with many simultaneous matches, or real-time charts.",
        hint: "Match only the selected item's ids, one item at a time; use a plain transition for lists that update often, large grids and live charts.",
        sources: ["003"],
        triggeringExamples: [
            Example("""
                usage: high-frequency-list
                """),
            Example("""
                usage: large-grid
                pattern: grid-to-fullscreen
                """),
            Example("""
                usage: realtime-chart
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                usage: list
                """),
            Example("""
                usage: single
                pattern: grid-to-fullscreen
                """),
        ],
        swiftTriggeringExamples: [SwiftExample(SwiftExample.gridMatching(ids: 5))],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.gridMatching(ids: 3)),
            // Four items written out by hand make no large grid.
            SwiftExample(SwiftExample.gridMatching(ids: 5, items: "let items = [Item(name: \"A\"), Item(name: \"B\"), Item(name: \"C\"), Item(name: \"D\")]")),
        ]
    )

    /// The judgement both checks end their message with.
    static let verdict = "matched geometry is too heavy there"

    /// Why a container is heavy (`a large grid matches many items at once`).
    static func matchesMany(_ container: String) -> String { "\(container) matches many items at once" }

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let what: String
        switch spec.usage {
        case .single, .list: return []
        case .highFrequencyList: what = "a list that updates often re-runs the matching on every update"
        case .largeGrid: what = Self.matchesMany("a large grid")
        case .realtimeChart: what = "a real-time chart re-runs the matching on every sample"
        }
        return [RuleViolation(
            path: "usage",
            message: "usage: \(spec.usage.rawValue): \(what), with \(counted(spec.matchedElements.count, "matched element")) each time; \(Self.verdict)"
        )]
    }
}

// MARK: - In SwiftUI source

/// A ForEach inside a lazy grid, `Grid` or `List` that matches more than 4 ids per item, over
/// items that may be many (`mayBeLarge`): not a list written out by hand.
extension HeavyContextRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var loops: [ScopeKey] = []
        var idsByLoop: [ScopeKey: [String]] = [:]
        var containerByLoop: [ScopeKey: ContainerFact] = [:]
        // Elements, not texts: a detail's `fruit.id` handed the row's item is the row's `item.id`.
        var elementOf: [Place: String] = [:]
        for id in transition.idKeys { for view in transition.views(withID: id) { elementOf[view.place] = id } }
        var elementsByLoop: [ScopeKey: Set<String>] = [:]
        for view in transition.views where view.isGeometry {
            guard let loop = view.innermostLoop, let loopIndex = view.steps.firstIndex(of: .forEach(loop)) else { continue }
            let container = view.steps[..<loopIndex].reversed().lazy.compactMap { step -> ContainerFact? in
                if case .container(let key) = step { return input.context.containers[key] }
                return nil
            }.first
            guard let container else { continue }
            if idsByLoop[loop] == nil { loops.append(loop) }
            containerByLoop[loop] = container
            guard elementsByLoop[loop, default: []].insert(elementOf[view.place] ?? view.fact.idKey).inserted else { continue }
            if !(idsByLoop[loop] ?? []).contains(view.fact.idDisplay) { idsByLoop[loop, default: []].append(view.fact.idDisplay) }
        }
        return loops.compactMap { loop in
            guard let ids = idsByLoop[loop], ids.count > TooManyMatchesRule.limit, let fact = input.context.forEaches[loop], let container = containerByLoop[loop],
                  Self.mayBeLarge(fact.data, in: input.context.lookup(fact.typeName, from: fact.place.file).flatMap { input.context.types[$0] }) else { return nil }
            return CodeViolation(
                element: nil,
                message: "\(fact.written) in a \(container.name) matches \(ids.count) ids per item (\(list(ids))): \(Self.matchesMany(container.kind == .grid ? "a large grid" : "a list")); \(Self.verdict)",
                place: fact.place
            )
        }
    }
}

extension HeavyContextRule {
    /// The loop's items come from a model, a query or the view's users (`viewModel.products`,
    /// `let items: [Item]` handed in, `@State var items: [Item] = []` filled later), not from a
    /// list written out by hand (`let courses = [Course(…), …]`, `Kind.allCases`, a global the
    /// scan does not show): only those can make a large grid.
    static func mayBeLarge(_ data: String, in type: TypeFacts?) -> Bool {
        var text = Substring(data.filter { !$0.isWhitespace })
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        let root = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = root.first, first.isLowercase, let property = type?.properties[String(root)] else { return false }
        if text.dropFirst(root.count).hasPrefix(".") { return true }
        guard let initializer = property.initializer?.filter({ !$0.isWhitespace }) else { return true }
        return !(initializer.hasPrefix("[") && initializer != "[]")
    }
}
