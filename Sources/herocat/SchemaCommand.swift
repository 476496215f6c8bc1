import ArgumentParser
import CommandLineSupport
import Documentation

/// Prints a JSON Schema for editors and CI.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of a spec file or of an exported timeline.",
        discussion: "Save it and point your editor at it: add '# yaml-language-server: $schema=spec.schema.json' as a spec's first line."
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case spec, timeline
    }

    @Argument(help: ArgumentHelp("spec or timeline.", valueName: "kind"))
    var kind: Kind

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        try Output.deliver(Schemas.named(kind.rawValue)!, to: output)
    }
}
