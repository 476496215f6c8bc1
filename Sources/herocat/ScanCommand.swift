import ArgumentParser
import HerocatKit
import SourceScan

struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Check SwiftUI source against the same principles; optionally import what it finds.",
        discussion: """
        Walks directories for .swift files and reconstructs the matchedGeometryEffect transitions they \
        form. A file that cannot be read, parsed or finished in time is an unscannable_file warning and \
        the scan goes on (limits: \(ScanLimits.maximumFileBytes / 1_048_576) MB per file, brackets nested \
        \(ScanLimits.maximumNesting) deep, square brackets \(ScanLimits.maximumSquareNesting) deep, \
        \(Int(ScanLimits.fileTimeBudget)) s per file). Silence a finding with \
        '// herocat:disable:next RULE' (the next line) or '// herocat:disable RULE' (the rest of the file). \
        Exit 1 if any finding is an error (or a warning, with --strict).
        """
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Argument(help: ArgumentHelp("Swift files or directories.", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("text, json, sarif or github.", valueName: "format"))
    var format: ReportFormat = .text

    @Flag(help: "Count warnings as errors.")
    var strict = false

    @Flag(name: .customLong("import"), help: "Store each transition found as a spec in the catalog (replacing earlier imports of it).")
    var importSpecs = false

    @Flag(help: "With --import: store specs even when they have error findings.")
    var force = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one Swift file or directory") }
    }

    func run() async throws {
        let result = try CatalogService.scan(paths)
        Output.findings(format.reporter.render(result.reports, ScanResult.rules), colored: format == .text)
        if importSpecs {
            let batch = try SpecBatch(importing: result, force: force)
            let imported = try await catalog.open().add(batch, replace: true, author: authorship.resolved)
            for spec in imported { Output.note("imported \(spec.name) (\(spec.outcome.rawValue))") }
        }
        if result.failed(strict: strict) { throw ExitCode(CLIError.findings) }
    }
}
