import SpecModel

/// A `disable:` entry naming no rule that checks specs.
public struct UnknownRuleRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unknown_rule",
        name: "Unknown rule",
        severity: .error,
        principle: "A disable entry names a rule that checks specs; any other name disables nothing, often because of a typo.",
        hint: "Use an identifier that `herocat rules` lists, or remove the entry.",
        sources: ["derived"],
        triggeringExamples: [
            Example("""
                disable:
                  - rule: too_many_match
                    reason: a photo wall
                """),
            Example("""
                disable:
                  - rule: separate_parents
                    reason: both states live in one view
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                disable:
                  - rule: too_many_matches
                    reason: a photo wall
                """),
            Example("""
                disable:
                  - rule: unknown_rule
                    reason: disabling the meta rules is allowed too
                  - rule: suppression_without_reason
                    reason: and so is this one
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let known = RuleRegistry.identifiers
        return spec.suppressions.enumerated().compactMap { index, suppression in
            let rule = suppression.rule
            guard !known.contains(rule) else { return nil }
            var message = "\(rule) is not a rule herocat checks specs with, so this entry disables nothing"
            if RuleRegistry.sourceOnlyIdentifiers.contains(rule) {
                message = "\(rule) is checked only in SwiftUI source (herocat scan), never in a spec, so this entry disables nothing"
            } else if let suggestion = Self.closest(to: rule, in: known) {
                message += "; did you mean \(suggestion)?"
            }
            return RuleViolation(path: "disable[\(index)]", message: message)
        }
    }

    /// The known identifier nearest to `name`, when it is a plausible typo of it.
    static func closest(to name: String, in known: [String]) -> String? {
        let scored = known.map { (identifier: $0, distance: editDistance(Array(name), Array($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= max(2, name.count / 4) else { return nil }
        return best.identifier
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

// MARK: - In SwiftUI source

extension UnknownRuleRule {
    /// The message for a `// herocat:` comment in Swift that names a rule `herocat scan`
    /// does not check, with the nearest scanned rule when it looks like a typo of one.
    package static func commentMessage(naming name: String) -> String {
        var message = "\(name) is not a rule herocat checks, so this comment disables nothing"
        if let suggestion = closest(to: name, in: RuleRegistry.sourceIdentifiers) {
            message += "; did you mean \(suggestion)?"
        }
        return message
    }
}
