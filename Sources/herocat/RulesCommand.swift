import ArgumentParser
import CommandLineSupport
import Documentation
import HerocatKit

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
        let catalog = Documents.ruleCatalog
        let width = catalog.map(\.rule.identifier.count).max() ?? 0
        for (rule, sourceOnly) in catalog {
            let identifier = rule.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            Output.line("\(identifier)  \(severity)  \(rule.principle) (\(rule.reference))\(sourceOnly ? " [source only]" : "")")
        }
    }
}
