// Small public doors into the spec rules' own judgement, so checks of SwiftUI source
// (module SourceScan) decide and word things exactly as the spec rules do.

extension UnstableIdRule {
    /// What makes an id (its Swift expression or string template) unstable, worded as the
    /// spec rule words it (`UUID()`, `an enumeration index`), or nil when nothing does.
    public static func instabilityCause(of id: String) -> String? {
        instability(of: id)
    }
}

extension UnknownRuleRule {
    /// The identifier among `known` nearest to `name` when it is a plausible typo of it.
    public static func suggestion(for name: String, among known: [String]) -> String? {
        closest(to: name, in: known)
    }
}
