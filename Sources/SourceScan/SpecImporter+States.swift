import SpecModel
import Validation

/// The two states of an imported spec: which pair of the code's states, and their names.
extension SpecImporter {
    /// The pair of states sharing the most ids, base state first.
    func sides() -> (Side, Side) {
        if case .swap(let key) = model.origin, let conditional = context.conditionals[key] {
            // The first two branches that show something.
            let shown = conditional.branches.indices.filter { index in
                conditional.branches[index].statements.contains { context.statements[$0].map { $0.isView && !$0.isFiller } ?? false }
            }
            let pair = shown.prefix(2).map { Side(state: [.branch(key, $0)], step: .branch(key, $0)) }
            if pair.count == 2 {
                return rank(pair[0]) <= rank(pair[1]) ? (pair[0], pair[1]) : (pair[1], pair[0])
            }
        }
        let states = model.states
        guard states.count >= 2 else {
            let state = states.first ?? []
            return (Side(state: state, step: state.last), Side(state: state, step: state.last))
        }
        var best: (Int, Int, Int)?
        for i in 0..<states.count {
            for j in (i + 1)..<states.count {
                let a = Set(model.views.filter { $0.stateKey == states[i] }.map(\.fact.idKey))
                let b = Set(model.views.filter { $0.stateKey == states[j] }.map(\.fact.idKey))
                let shared = a.intersection(b).count
                if best == nil || shared > best!.2 { best = (i, j, shared) }
            }
        }
        let (i, j, _) = best!
        let common = commonPrefixLength(states[i], states[j])
        let first = Side(state: states[i], step: states[i].dropFirst(common).first)
        let second = Side(state: states[j], step: states[j].dropFirst(common).first)
        return rank(first) <= rank(second) ? (first, second) : (second, first)
    }

    /// Lower ranks come first: the base (no branch), an `else` or negative branch, the
    /// first cases of a switch; then the positive branch, then a destination.
    func rank(_ side: Side) -> Int {
        guard let step = side.step else { return 0 }
        switch step {
        case .branch(let key, let index):
            guard let conditional = context.conditionals[key], index < conditional.branches.count else { return 1 }
            if conditional.keyword == "switch" { return 1 + index }
            switch conditional.branches[index].meaning {
            case .bool(_, let positive): return positive ? 2 : 1
            case .optional(_, let present): return present ? 2 : 1
            case .enumCase(_, _, let positive): return positive ? 2 : 1
            case .comparison(_, let equal): return equal ? 2 : 1
            case .other: return 1 + index
            }
        case .destination, .presentation: return 10
        default: return 0
        }
    }

    func name(of side: Side, other: Side) -> String {
        guard let step = side.step else { return baseName(of: side, other: other) }
        switch step {
        case .branch(let key, let index):
            guard let conditional = context.conditionals[key], index < conditional.branches.count else { return "state" }
            switch conditional.branches[index].meaning {
            case let .bool(variable, positive):
                let word = Self.stateWord(variable)
                return positive ? word : Self.antonym(word)
            case let .optional(variable, present):
                if variable.lowercased().contains("expand") { return present ? "expanded" : "collapsed" }
                return present ? "detail" : baseName(of: side, other: other)
            case let .enumCase(_, name, positive):
                return positive ? Self.identifier(name) : "not" + Self.capitalized(name)
            case let .comparison(variable, equal):
                let word = Self.keyword(variable)
                return equal ? word : Self.antonym(word)
            case .other:
                return conditional.keyword == "switch" ? "case\(index + 1)" : (index == 0 ? "shown" : "hidden")
            }
        case .destination: return "detail"
        case .presentation: return "presented"
        default: return "base"
        }
    }

    /// The state outside the branch: named after its container, else the other side's antonym.
    func baseName(of side: Side, other: Side) -> String {
        let views = model.views.filter { $0.stateKey == side.state }
        for view in views {
            for step in view.steps {
                if case .container(let key) = step, let container = context.containers[key] { return container.kind.rawValue }
            }
        }
        if views.contains(where: { $0.innermostLoop != nil }) { return "list" }
        if other.step != nil, case .branch? = other.step {
            let otherName = name(of: other, other: Side(state: [], step: nil))
            if otherName != "detail" { return Self.antonym(otherName) }
        }
        return "collapsed"
    }

    static let antonyms: [(String, String)] = [
        ("expanded", "collapsed"), ("open", "closed"), ("opened", "closed"), ("shown", "hidden"),
        ("visible", "hidden"), ("presented", "dismissed"), ("selected", "unselected"), ("active", "inactive"),
        ("on", "off"), ("enabled", "disabled"), ("zoomed", "compact"), ("fullscreen", "thumbnail"),
        ("detail", "list"), ("flipped", "unflipped"), ("large", "small"), ("big", "small"),
    ]

    static func antonym(_ word: String) -> String {
        for (a, b) in antonyms {
            if word == a { return b }
            if word == b { return a }
        }
        return "not" + capitalized(word)
    }

    /// `isExpanded` → `expanded`, `showDetail` → `detail`, `model.isOpen` → `open`.
    static func stateWord(_ variable: String) -> String {
        let last = variable.split(separator: ".").last.map(String.init) ?? variable
        for prefix in ["is", "shows", "showing", "show", "has", "should"] where last.hasPrefix(prefix) {
            let rest = last.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return identifier(String(rest)) }
        }
        return identifier(last)
    }

    /// A word for a compared variable: `expandedPhoto` → `expanded`, `selectedTab` → `selected`.
    static func keyword(_ variable: String) -> String {
        let lower = variable.lowercased()
        for (needle, word) in [("expand", "expanded"), ("select", "selected"), ("zoom", "zoomed"), ("open", "open"), ("detail", "detail"), ("present", "presented")] where lower.contains(needle) {
            return word
        }
        return stateWord(variable)
    }

    static func identifier(_ text: String) -> String {
        let cleaned = text.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard let first = cleaned.first else { return "state" }
        let lowered = first.lowercased() + cleaned.dropFirst()
        if first.isNumber { return "s" + cleaned }
        return SwiftIdentifier(lowered) == nil ? lowered + "State" : lowered
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
