import ArgumentParser
import CommandLineSupport
import SourceScan

extension ScanOptions {
    /// Scans the paths (with a progress line on a terminal) and prints the findings.
    func scanAndReport() throws -> ScanResult {
        let result = try ProgressLine.around("scan") { try SourceScanner().checkedScan(paths: paths) }
        Output.findings(format.reporter.render(result.reports, ScanResult.rules), colored: format == .text)
        return result
    }

    /// Ends the command with exit 1 when the findings fail it.
    func finish(_ result: ScanResult) throws {
        if result.failed(strict: strict) { throw ExitCode(CLIError.findings) }
    }
}

extension ScanRefusal: CLIErrorConvertible {
    public var cliError: CLIError { CLIError(lines: lines, exitCode: CLIError.input) }
}
