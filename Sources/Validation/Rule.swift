import SpecModel

/// How bad a finding is. Ordered `info < warning < error`.
public enum Severity: String, Comparable, CaseIterable, Sendable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Everything about a rule except its check: what `herocat rules` prints, what the
/// reporters attach to a finding, and the examples the generic rule test runs.
public struct RuleDescription: Sendable {
    /// The stable snake_case identifier (`too_many_matches`), the rule's heading in docs/rules.md.
    public let identifier: String
    /// A short human name (`Too many matches`).
    public let name: String
    public let severity: Severity
    /// The principle, in one line.
    public let principle: String
    /// What to do instead.
    public let hint: String
    /// The design notes it comes from (`"003"`, `"001"`), or `"derived"`; `sourceTitles`
    /// says them in words (the notes themselves are not published).
    public let sources: [String]
    /// Specs that must trigger the rule.
    public let triggeringExamples: [Example]
    /// Specs that must not trigger it.
    public let nonTriggeringExamples: [Example]
    /// SwiftUI source that must trigger the rule in `herocat scan`.
    public let swiftTriggeringExamples: [SwiftExample]
    /// SwiftUI source that must not trigger it.
    public let swiftNonTriggeringExamples: [SwiftExample]

    public init(
        identifier: String, name: String, severity: Severity, principle: String, hint: String,
        sources: [String],
        triggeringExamples: [Example], nonTriggeringExamples: [Example],
        swiftTriggeringExamples: [SwiftExample] = [], swiftNonTriggeringExamples: [SwiftExample] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.severity = severity
        self.principle = principle
        self.hint = hint
        self.sources = sources
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.swiftTriggeringExamples = swiftTriggeringExamples
        self.swiftNonTriggeringExamples = swiftNonTriggeringExamples
    }
}

extension RuleDescription {
    /// The rule's documentation, where findings and SARIF point users:
    /// its section of the generated rule reference, anchored by identifier.
    public var reference: String { Self.documentationPath + "#" + identifier }

    /// The generated rule reference page, relative to the project root.
    public static let documentationPath = "docs/rules.md"

    /// The design notes it comes from, in words.
    public var sourceTitles: [String] { sources.map(DesignNote.title(of:)) }
}

/// One principle (docs/rules.md) (or a kind of finding that is no principle, such as
/// `invalid_spec`): one type a file under `Rules/`, holding its description. What it can
/// inspect it says by conforming to `SpecRule` (a spec), `SourceRule` (SwiftUI source) or
/// both; a principle checked both ways shares its decision (limits, word lists, judgements)
/// between the two checks, so `validate` and `scan` cannot drift apart.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
}

extension Rule {
    /// The rule's description, reachable from an `any Rule`.
    public var ruleDescription: RuleDescription { Self.description }
    public var identifier: String { Self.description.identifier }
}

/// A principle checked against a spec.
public protocol SpecRule: Rule {
    /// Every place the spec breaks the principle; empty when it holds.
    func check(_ spec: TransitionSpec) -> [RuleViolation]
}

/// A principle checked in SwiftUI source (`herocat scan`): the code shapes that break it,
/// judged over the scan's syntax-free facts.
package protocol SourceRule: Rule {
    /// Every call in `transition` that breaks the principle; empty when it holds.
    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation]
}

/// What a rule reports: where in the spec and what is wrong there. The validator turns
/// it into a `Finding` with the rule's severity, hint and reference.
public struct RuleViolation: Equatable, Sendable {
    /// The element concerned, if the violation is about one.
    public var element: String?
    /// The field path it concerns: `elements[2]`, `context`, `animation`, `disable[0]`,
    /// or `""` for the whole spec.
    public var path: String
    /// Names the elements and numbers involved.
    public var message: String

    public init(element: String? = nil, path: String, message: String) {
        self.element = element
        self.path = path
        self.message = message
    }
}
