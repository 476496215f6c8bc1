import ArgumentParser
import CommandLineSupport
import Foundation
import SpecModel

/// Scaffolds a commented starting spec.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a commented starting spec for a pattern (valid and free of findings).",
        discussion: "Patterns: \(Pattern.allCases.map(\.rawValue).joined(separator: ", ")). Without -o the spec goes to standard output."
    )

    @Argument(help: ArgumentHelp("The new spec's catalog name.", valueName: "name"), transform: SpecName.parse)
    var name: SpecName

    @Option(help: ArgumentHelp("The kind of transition.", valueName: "pattern"))
    var pattern: Pattern = .custom

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (refused if it exists).", valueName: "file"))
    var output: String?

    func run() throws {
        if let output, FileManager.default.fileExists(atPath: output) {
            throw CLIError("\(output) already exists; pick another file or remove it first", exitCode: CLIError.input)
        }
        try Output.deliver(SpecTemplate.yaml(name: name.name, pattern: pattern), to: output)
    }
}
