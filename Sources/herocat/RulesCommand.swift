import ArgumentParser
import Documentation
import HerocatKit
import Validation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "The rule catalog: identifier, severity, principle, documentation."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Flag(help: "Print one JSON array of rules (same as --format json).")
    var json = false

    @Option(help: "text, json, or markdown (the rule reference of docs/rules.md).")
    var format: Format = .text

    func run() throws {
        if format == .markdown {
            Output.write(RuleReference.markdown())
            return
        }
        if json || format == .json {
            Output.write(Documents.rules.json)
            return
        }
        // Spec rules, then those only SwiftUI source can break (checked by `herocat scan`).
        let descriptions = RuleRegistry.documented.map(\.ruleDescription)
        let sourceOnly = Set(RuleRegistry.sourceOnly.map(\.ruleDescription.identifier))
        let width = descriptions.map(\.identifier.count).max() ?? 0
        for rule in descriptions {
            let identifier = rule.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let scope = sourceOnly.contains(rule.identifier) ? " [source only]" : ""
            Output.line("\(identifier)  \(severity)  \(rule.principle) (\(rule.reference))\(scope)")
        }
    }
}
