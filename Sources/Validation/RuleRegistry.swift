/// Every rule that checks specs, in a fixed order: the order of PRINCIPLES.md, then the
/// derived `static_element`, then the two rules about `disable:` entries.
///
/// Two principles of PRINCIPLES.md are not here because a spec cannot break them:
/// `unmatched_element` (a one-state element uses a transition, by design) and
/// `separate_parents` (a spec has no view tree). They are checked in SwiftUI source only.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        SingleContainerMatchRule(),
        TooManyMatchesRule(),
        MultipleSourcesRule(),
        UndelayedFadeRule(),
        NamespaceMismatchRule(),
        UnstableIdRule(),
        NavigationPushRule(),
        FontNotInterpolatedRule(),
        PropertiesFitRule(),
        UnsupportedHostRule(),
        HeavyContextRule(),
        NoSharedIdentityRule(),
        MissingAnimationRule(),
        StaticElementRule(),
        SuppressionWithoutReasonRule(),
        UnknownRuleRule(),
    ]

    /// The identifiers of `all`, in order.
    public static let identifiers: [String] = all.map(\.identifier)

    /// Principles of PRINCIPLES.md checked only in SwiftUI source, never in a spec.
    public static let sourceOnlyIdentifiers: [String] = ["unmatched_element", "separate_parents"]

    /// The rule with this identifier, if there is one.
    public static func rule(for identifier: String) -> (any Rule)? {
        all.first { $0.identifier == identifier }
    }

    public static func description(for identifier: String) -> RuleDescription? {
        rule(for: identifier)?.ruleDescription
    }
}
