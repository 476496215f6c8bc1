import ArgumentParser
import SpecModel
import Validation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "The rule catalog: identifier, severity, principle, source."
    )

    @Flag(help: "Print one JSON array of rules.")
    var json = false

    func run() throws {
        // Spec rules, then those only SwiftUI source can break (checked by `herocat scan`).
        let descriptions = RuleRegistry.withSourceOnly.map(\.ruleDescription)
        let sourceOnly = Set(RuleRegistry.sourceOnly.map(\.ruleDescription.identifier))
        if json {
            let objects = descriptions.map { rule in
                SpecDocument.object([
                    ("identifier", .string(rule.identifier)), ("name", .string(rule.name)),
                    ("severity", .string(rule.severity.rawValue)), ("principle", .string(rule.principle)),
                    ("hint", .string(rule.hint)), ("sources", .list(rule.sources.map(SpecDocument.string), inline: true)),
                    ("reference", .string(rule.reference)),
                    ("sourceOnly", .bool(sourceOnly.contains(rule.identifier))),
                ], inline: false)
            }
            Output.write(SpecDocument.list(objects, inline: false).json)
            return
        }
        let width = descriptions.map(\.identifier.count).max() ?? 0
        for rule in descriptions {
            let identifier = rule.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let scope = sourceOnly.contains(rule.identifier) ? " [source only]" : ""
            Output.line("\(identifier)  \(severity)  \(rule.principle) (\(rule.sources.joined(separator: ", ")))\(scope)")
        }
    }
}
