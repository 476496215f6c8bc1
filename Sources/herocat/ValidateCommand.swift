import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import Validation

struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs against the principles; exit 1 if any finding is an error.",
        discussion: "Checks catalog specs by name, every catalog spec (--all), or spec files that need not be in the catalog (--file). 'herocat rules' lists the rules."
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("Catalog names of the specs to check.", valueName: "name"), transform: SpecName.parse)
    var names: [SpecName] = []

    @Flag(help: "Check every spec in the catalog.")
    var all = false

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Check spec files instead (- reads standard input).", valueName: "file"))
    var file: [String] = []

    @Option(help: ArgumentHelp("text, json, sarif or github.", valueName: "format"))
    var format: ReportFormat = .text

    @Flag(help: "Count warnings as errors.")
    var strict = false

    func validate() throws {
        let modes = [!names.isEmpty, all, !file.isEmpty].filter { $0 }.count
        guard modes == 1 else { throw ValidationError("name specs, or pass --all, or --file FILE... (one of the three)") }
    }

    func run() async throws {
        let result = if !file.isEmpty {
            CatalogService.validate(SpecInput.arguments(file))
        } else if all {
            try await catalog.access().validateAll()
        } else {
            try await catalog.access().validate(names.map(\.name))
        }
        Output.findings(format.reporter.render(result.reports, result.rules), colored: format == .text)
        if result.unreadable { throw ExitCode(CLIError.input) }
        if result.failed(strict: strict) { throw ExitCode(CLIError.findings) }
    }
}
