import ArgumentParser
import CatalogStore
import CatalogSync
import Foundation
import SourceScan
import Validation

struct ScanCommand: ParsableCommand {
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

    func run() throws {
        let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
        guard missing.isEmpty else {
            throw CLIError(lines: missing.map { "\($0): no such file or directory" }, exitCode: CLIError.input)
        }
        let result = ProgressLine.around("scan") { SourceScanner().scan(paths: paths) }
        if result.filesScanned == 0, !result.problems.isEmpty {
            throw CLIError("no Swift file could be checked", exitCode: CLIError.input)
        }
        Output.findings(format.reporter.render(result.reports, ScanResult.rules), colored: format == .text)
        if importSpecs { try importTransitions(result) }
        if result.failed(strict: strict) { throw ExitCode(CLIError.findings) }
    }

    /// Turns every transition found into a spec and stores them in one transaction.
    private func importTransitions(_ result: ScanResult) throws {
        var specs: [LocatedSpec] = []
        var problems: [String] = []
        for transition in result.transitions {
            do {
                // Checked as a spec file is, so an import holds no value a file could not.
                let spec = try transition.spec().checked(origin: "\(transition.location.file):\(transition.location.line)")
                specs.append((spec, nil))   // no file: findings name the transition
            } catch {
                problems.append("cannot import \(error)")
            }
        }
        // Every problem at once: unimportable transitions and error findings of the rest.
        let writes = try Grading.checked(specs, force: force, alsoRefusing: problems)
        let outcomes = try catalog.open().add(writes, replace: true, author: authorship.resolved)
        for (write, outcome) in zip(writes, outcomes) {
            Output.note("imported \(write.spec.name) (\(outcome.rawValue))")
        }
    }
}
