/// Which side of a morph it grows out of and which it opens, read from the branches that show them.
extension RuleInput {
    /// The branch shows the state a morph grows out of: the one the view starts in (`@State var
    /// unzoomed = true`, `if mode == .grid` with `var mode: Mode = .grid`), else the `else` of
    /// `if isExpanded` (of `if isCollapsed`: its `if`), `selected == nil`, `id != selected`. Its content leaves as the detail arrives and comes
    /// back as it goes; fading with the morph there is fine (the grid a detail opens from fades
    /// out at once in the principle's own correct example). Only content the detail brings must wait.
    package func isStartingSide(_ meaning: BranchMeaning, in type: TypeFacts?) -> Bool {
        switch meaning {
        case .bool(let variable, let positive):
            if let holds = holdsInitially(meaning, in: type) { return holds }
            let lower = variable.lowercased()
            // (Or the screen a flow starts on: `isStartScreen`, `showSplash`.)
            let namesTheSmallState = ["collapsed", "unzoomed", "minimized", "compact", "mini", "startscreen", "splash", "initial"].contains { lower.contains($0) }
            return namesTheSmallState ? positive : !positive
        case .optional(_, let present): return !present
        case .comparison(_, let equal): return !equal
        case .enumCase(_?, _, true):
            // `mode == .grid` with `var mode: Mode = .grid` (or a model's `vm.mode` so declared).
            return holdsInitially(meaning, in: type) == true
        case .enumCase, .other: return false
        }
    }

    /// The branch a conditional shows while its state keeps the value it is declared with
    /// (`case .welcome` of `switch page` with `@State var page: Page = .welcome`; the `if` of
    /// `if showHints` with `= true`, else its `else`); nil when that is not known.
    package func initialBranch(of conditional: ConditionalFact) -> Int? {
        let type = type(of: conditional)
        return conditional.branches.firstIndex { holdsInitially($0.meaning, in: type) == true }
    }

    /// Whether a branch's condition holds while its state keeps the value it is declared with
    /// (`mode == .grid` with `var mode: Mode = .grid`; `!showHints` with `= true` does not);
    /// nil when that value is not known.
    func holdsInitially(_ meaning: BranchMeaning, in type: TypeFacts?) -> Bool? {
        switch meaning {
        case .bool(let variable, let positive):
            switch initialValue(of: variable, in: type) {
            case "true": return positive
            case "false": return !positive
            default: return nil
            }
        case .enumCase(let variable?, let name, let positive):
            guard let initial = initialValue(of: variable, in: type) else { return nil }
            return (initial == "." + name || initial.hasSuffix("." + name)) == positive
        default:
            return nil
        }
    }

    /// The initial value a state is declared with (`.grid` for `@State var mode: Mode = .grid`),
    /// a model's member (`vm.mode`) read from the model type's declaration when the scan has one.
    func initialValue(of variable: String, in type: TypeFacts?) -> String? {
        let parts = variable.split(separator: ".").map(String.init)
        guard let first = parts.first, let property = type?.properties[first] else { return nil }
        guard parts.count == 2 else { return parts.count == 1 ? property.initializer : nil }
        guard let model = property.modelType, let refs = context.typesByName[model], refs.count == 1 else { return nil }
        return context.types[refs[0]]?.properties[parts[1]]?.initializer
    }

    /// The step is a branch showing the state a morph grows out of.
    package func isStartingSide(_ step: Step?) -> Bool {
        guard case .branch(let key, let index) = step, let conditional = context.conditionals[key],
              index < conditional.branches.count else { return false }
        return isStartingSide(conditional.branches[index].meaning, in: type(of: conditional))
    }

    /// Where two states part, `other`'s branch is the side the morph starts from and
    /// `state`'s is not: the morph opens `state` (the detail over the card, the full player).
    package func opens(_ state: [Step], over other: [Step]) -> Bool {
        let split = zip(state, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(state.count, other.count)
        return isStartingSide(split < other.count ? other[split] : nil) && !isStartingSide(split < state.count ? state[split] : nil)
    }
}
