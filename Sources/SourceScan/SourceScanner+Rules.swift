import Validation

extension SourceScanner {
    /// The identifiers of the rules `herocat scan` checks in SwiftUI source.
    public static var checkedRuleIdentifiers: [String] { RuleRegistry.sourceIdentifiers }
}
