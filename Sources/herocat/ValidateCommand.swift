import ArgumentParser
import CatalogStore
import CatalogSync
import SpecModel
import Validation

struct ValidateCommand: ParsableCommand {
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

    func run() throws {
        let validator = Grading.validator
        var reports: [ValidationReport] = []
        var rules: [any Rule] = validator.rules
        var unreadable = false
        if !file.isEmpty {
            // Every file is checked; one that cannot be read or parsed is itself a finding.
            reports = SpecFiles.parseEach(file).map { outcome in
                switch outcome {
                case .success(let located): return validator.validate(located.spec, sourceMap: located.sourceMap)
                case .failure(let error):
                    unreadable = true
                    return InvalidSpecRule.report(for: error)
                }
            }
            if unreadable { rules.append(InvalidSpecRule()) }
        } else {
            let store = try catalog.open()
            if all {
                try store.forEachSpec { reports.append(validator.validate($0)) }
            } else {
                reports = try names.map { validator.validate(try store.spec(named: $0.name)) }
            }
        }
        Output.findings(format.reporter.render(reports, rules), colored: format == .text)
        if unreadable { throw ExitCode(CLIError.input) }
        if reports.contains(where: { $0.failed(strict: strict) }) { throw ExitCode(CLIError.findings) }
    }
}

/// The output formats of `validate`, each a reporter looked up by name.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, github

    var reporter: FindingReporter { FindingReporter.named(rawValue)! }
}
