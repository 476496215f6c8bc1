/// Every rule, as lists of types (never looked up by identifier).
public enum RuleRegistry {
    /// Every principle, in the order of the rule reference (docs/rules.md), then the derived
    /// `static_element` and the two rules about `disable:` entries. Each rule is listed once;
    /// what it inspects (a spec, SwiftUI source, or both) is its type's conformance.
    static let inOrder: [any Rule] = [
        SingleContainerMatchRule(),
        TooManyMatchesRule(),
        MultipleSourcesRule(),
        UnmatchedElementRule(),
        UndelayedFadeRule(),
        NamespaceMismatchRule(),
        UnstableIdRule(),
        NavigationPushRule(),
        FontNotInterpolatedRule(),
        PropertiesFitRule(),
        UnsupportedHostRule(),
        HeavyContextRule(),
        NoSharedIdentityRule(),
        SeparateParentsRule(),
        MissingAnimationRule(),
        StaticElementRule(),
        SuppressionWithoutReasonRule(),
        UnknownRuleRule(),
    ]

    /// Every rule that checks specs, in order. `unmatched_element` (a one-state element uses a
    /// transition, by design) and `separate_parents` (a spec has no view tree) are not here:
    /// a spec cannot break them, so they are checked in SwiftUI source only.
    public static let all: [any SpecRule] = inOrder.compactMap { $0 as? any SpecRule }

    /// Every rule `herocat scan` checks in SwiftUI source, in order.
    package static let source: [any SourceRule] = inOrder.compactMap { $0 as? any SourceRule }

    /// The identifiers of `all`, in order.
    public static let identifiers: [String] = all.map(\.identifier)

    /// The principles checked only in SwiftUI source (never in a spec), then
    /// `unscannable_file` (which is no principle: it marks a file the scan could not check).
    public static let sourceOnly: [any Rule] = [UnmatchedElementRule(), SeparateParentsRule(), UnscannableFileRule()]

    /// Identifiers of the principles checked only in SwiftUI source.
    public static let sourceOnlyIdentifiers: [String] = source.filter { !($0 is any SpecRule) }.map(\.identifier)

    /// The identifiers of the rules `herocat scan` checks in SwiftUI source, in order.
    public static let sourceIdentifiers: [String] = source.map(\.identifier)

    /// Every rule SwiftUI source is checked against: the spec rules, then the source-only
    /// ones. Pass it to a reporter (SARIF lists and indexes rules from it) for scan output.
    public static let withSourceOnly: [any Rule] = all + sourceOnly

    /// Every rule a finding can name, as `herocat rules` and the docs list them:
    /// `withSourceOnly`, then `invalid_spec` (a spec file that cannot be read).
    public static let documented: [any Rule] = withSourceOnly + [InvalidSpecRule()]
}
