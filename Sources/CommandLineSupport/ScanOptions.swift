import ArgumentParser
import SourceScan

/// What `herocat scan` and `herocat-scan` (the scanner the SwiftPM plugins build) share:
/// the paths, how the findings are printed, and when they fail the command.
public struct ScanOptions: ParsableArguments {
    /// The commands' abstract, completed by each (herocat scan adds its import).
    public static let abstract = "Check SwiftUI source against the same principles"

    public static let discussion = """
        Walks directories for .swift files and reconstructs the matchedGeometryEffect transitions they \
        form. A file that cannot be read, parsed or finished in time is an unscannable_file warning and \
        the scan goes on (limits: \(ScanLimits.maximumFileBytes / 1_048_576) MB per file, brackets nested \
        \(ScanLimits.maximumNesting) deep, square brackets \(ScanLimits.maximumSquareNesting) deep, \
        \(Int(ScanLimits.fileTimeBudget)) s per file). Silence a finding with \
        '// herocat:disable:next RULE' (the next line) or '// herocat:disable RULE' (the rest of the file). \
        Exit 1 if any finding is an error (or a warning, with --strict).
        """

    @Argument(help: ArgumentHelp("Swift files or directories.", valueName: "path"))
    public var paths: [String]

    @Option(help: ArgumentHelp("text, json, sarif or github.", valueName: "format"))
    public var format: ReportFormat = .text

    @Flag(help: "Count warnings as errors.")
    public var strict = false

    public init() {}

    public func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one Swift file or directory") }
    }

    /// Scans the paths (with a progress line on a terminal) and prints the findings.
    public func scanAndReport() throws -> ScanResult {
        let result = try ProgressLine.around("scan") { try SourceScanner().checkedScan(paths: paths) }
        Output.findings(format.reporter.render(result.reports, ScanResult.rules), colored: format == .text)
        return result
    }

    /// Ends the command with exit 1 when the findings fail it.
    public func finish(_ result: ScanResult) throws {
        if result.failed(strict: strict) { throw ExitCode(CLIError.findings) }
    }
}

extension ScanRefusal: CLIErrorConvertible {
    public var cliError: CLIError { CLIError(lines: lines, exitCode: CLIError.input) }
}
